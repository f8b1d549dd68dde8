import { Barber } from '../../backend/src/modules/barbers/domain/barber.entity';
import { Service } from '../../backend/src/modules/services/domain/service.entity';
import { ShopBuilder } from '../support/shop-builder';
import { CORTE, standardShop } from '../support/standard-shop';
import { TestApp } from '../support/test-app';

/** The barber cancels every future booking of one contact at once, and sees on each card how many that contact holds. */
describe('future bookings of one contact (Minha Agenda)', () => {
  let t: TestApp;
  let shop: ShopBuilder;
  let joao: Barber;
  let pedro: Barber;
  let corteJoao: Service;
  let cortePedro: Service;

  const maria = (clientContact = '11987654321') => ({ clientName: 'Maria Souza', clientContact });
  const ana = { clientName: 'Ana Lima', clientContact: '21912345678' };

  beforeAll(async () => {
    t = await TestApp.start();
    shop = new ShopBuilder(t);
  });
  beforeEach(async () => {
    ({ barber: joao, other: pedro, corte: corteJoao, cortePedro } = await standardShop(t, { other: { services: { cortePedro: CORTE } } }));
  });
  afterAll(() => t.close());

  const liveIds = async () =>
    (await t.orm.em.getConnection().execute<{ id: string }[]>('select id from appointment where deleted_at is null order by id')).map(
      (row) => row.id,
    );

  describe('DELETE /api/appointment/admin/delete/trash/contact/:contact', () => {
    it('moves the caller’s future live bookings of that contact (any spelling) to the trash, and nothing else', async () => {
      const future = [
        await shop.appointment(corteJoao, t.daysFromToday(1), 900, maria()),
        await shop.appointment(corteJoao, t.daysFromToday(2), 1000, maria('5511987654321')),
        await shop.appointment(corteJoao, t.daysFromToday(9), 1400, maria()),
      ];
      const past = await shop.appointment(corteJoao, t.daysFromToday(-2), 900, maria());
      const otherClient = await shop.appointment(corteJoao, t.daysFromToday(1), 1000, ana);
      const otherBarber = await shop.appointment(cortePedro, t.daysFromToday(1), 900, maria());

      const response = await t.as(joao).delete('/api/appointment/admin/delete/trash/contact/(11)%2098765-4321');

      expect(response.status).toBe(200);
      expect(response.body.map((view: { id: string }) => view.id).sort()).toEqual(future.map((appointment) => appointment.id).sort());
      for (const view of response.body) expect(view.deletedAt).toEqual(expect.any(String));
      expect(await liveIds()).toEqual([past.id, otherClient.id, otherBarber.id].sort());
      expect((await t.as(joao).get('/api/appointment/admin/trash')).body).toHaveLength(3);
      expect((await t.as(pedro).get('/api/appointment/admin/trash')).body).toHaveLength(0);
    });

    it('answers an empty list when the contact holds no future booking with the caller', async () => {
      await shop.appointment(cortePedro, t.daysFromToday(1), 900, maria());
      const response = await t.as(joao).delete('/api/appointment/admin/delete/trash/contact/11987654321');
      expect(response.status).toBe(200);
      expect(response.body).toEqual([]);
      expect(await liveIds()).toHaveLength(1);
    });

    it('lets each one be restored from the trash on its own', async () => {
      const first = await shop.appointment(corteJoao, t.daysFromToday(1), 900, maria());
      await shop.appointment(corteJoao, t.daysFromToday(2), 900, maria());
      await t.as(joao).delete('/api/appointment/admin/delete/trash/contact/11987654321');

      const restored = await t.as(joao).post(`/api/appointment/admin/restore/${first.id}`);

      expect(restored.status).toBe(200);
      expect(restored.body.deletedAt).toBeUndefined();
      expect(await liveIds()).toEqual([first.id]);
    });

    it('answers 401 without a token and 400 for a malformed contact', async () => {
      expect((await t.request('DELETE', '/api/appointment/admin/delete/trash/contact/11987654321')).status).toBe(401);
      const bad = await t.as(joao).delete('/api/appointment/admin/delete/trash/contact/abc');
      expect(bad.status).toBe(400);
      expect(bad.body.code).toBe('VALIDATION_ERROR');
    });
  });

  describe('contactFutureBookings on the agenda listings', () => {
    it('counts, for each appointment, the future live bookings its contact holds with the caller', async () => {
      const day = t.daysFromToday(3);
      await shop.appointment(corteJoao, day, 900, maria());
      await shop.appointment(corteJoao, day, 1000, maria('+55 11 98765-4321'));
      await shop.appointment(corteJoao, t.daysFromToday(-1), 900, maria());
      await shop.appointment(corteJoao, day, 1100, ana);
      await shop.appointment(cortePedro, day, 900, maria());
      const trashed = await shop.appointment(corteJoao, day, 1200, maria());
      await t.as(joao).delete(`/api/appointment/admin/delete/trash/${trashed.id}`);

      const month = await t.as(joao).get(`/api/appointment/admin/get/month/${day.month}/${joao.id}?year=${day.year}`);
      const dayListing = await t.as(joao).get(`/api/appointment/admin/get/day/${day.day}?month=${day.month}&year=${day.year}`);

      for (const listing of [month, dayListing]) {
        const counts = listing.body
          .filter((view: { day: number }) => view.day === day.day)
          .map((view: { hour: number; contactFutureBookings: number }) => [view.hour, view.contactFutureBookings]);
        expect(counts).toEqual([
          [900, 2],
          [1000, 2],
          [1100, 1],
        ]);
      }
    });
  });
});
