import { Barber } from '../../backend/src/modules/barbers/domain/barber.entity';
import { WaitlistHousekeeping } from '../../backend/src/modules/waitlist/waitlist-housekeeping';
import { Service } from '../../backend/src/modules/services/domain/service.entity';
import { LocalDate, toIsoDate } from '../../backend/src/shared/time/local-date';
import { ShopBuilder } from '../support/shop-builder';
import { CORTE, standardShop } from '../support/standard-shop';
import { TestApp } from '../support/test-app';
import { pushOf, WaitlistProbe } from '../support/waitlist-client';

const HOURS = [1000, 1030, 1400, 1430];
const ANA = { clientName: 'Ana Lima', clientContact: '11911110001' };
const BIA = { clientName: 'Bia Rocha', clientContact: '11911110002' };

/**
 * The barber's side of the waitlist (who waits for a day, a time offered by hand), and the entries as
 * personal data: the client's export and erasure, and the drop of entries whose days have passed.
 */
describe('the waitlist: the barber’s list and the client’s data', () => {
  let t: TestApp;
  let shop: ShopBuilder;
  let owner: Barber;
  let barber: Barber;
  let other: Barber;
  let corte: Service;
  let day: LocalDate;
  let probe: WaitlistProbe;

  beforeAll(async () => {
    t = await TestApp.start();
    probe = new WaitlistProbe(t);
  });
  beforeEach(async () => {
    ({ shop, owner, barber, other, corte, day } = await standardShop(t, {
      owner: true,
      barber: { hours: HOURS, services: { corte: CORTE } },
      other: true,
    }));
  });
  afterAll(() => t.close());

  async function join(client: object, extra: object = {}): Promise<string> {
    const response = await t.post('/api/waitlist', { userId: barber.id, jobId: corte.id, days: [toIsoDate(day)], ...client, ...extra });
    expect(response.status).toBe(201);
    return response.body.entry.id;
  }

  const list = (who: Barber = barber, date = toIsoDate(day)) => t.as(who).get(`/api/waitlist/admin?date=${date}`);
  const offerByHand = (entryId: string, body: object, who: Barber = barber) => t.as(who).post(`/api/waitlist/admin/${entryId}/offer`, body);

  describe('the barber’s list of a day', () => {
    it('names who waits, in line order, with phone, part of the day, service and the latest offer', async () => {
      await join(ANA, { period: 'afternoon' });
      await join(BIA, { days: [toIsoDate(day), t.isoDaysFromToday(4)], ...pushOf('bia') });
      await join({ clientName: 'Outro Dia', clientContact: '11911110009' }, { days: [t.isoDaysFromToday(5)] });

      const response = await list();
      expect(response.status).toBe(200);
      expect(response.body.date).toBe(toIsoDate(day));
      expect(response.body.entries).toEqual([
        expect.objectContaining({ clientName: 'Ana Lima', clientContact: '11911110001', period: 'afternoon', notify: false, offer: null }),
        expect.objectContaining({ clientName: 'Bia Rocha', period: null, notify: true, days: [toIsoDate(day), t.isoDaysFromToday(4)] }),
      ]);
      expect(response.body.entries[0].service).toEqual({ id: corte.id, name: 'Corte', doubleTime: false });
      expect(Date.parse(response.body.entries[0].createdAt)).not.toBeNaN();
      expect((await list(other)).body.entries).toEqual([]);
    });

    it('is the owner’s to read for anyone on the team; a barber reads only their own', async () => {
      await join(ANA);
      const ofBarber = (who: Barber, barberId: string) => t.as(who).get(`/api/waitlist/admin?date=${toIsoDate(day)}&userId=${barberId}`);
      const read = await ofBarber(owner, barber.id);
      expect(read.status).toBe(200);
      expect(read.body.entries).toEqual([expect.objectContaining({ clientName: 'Ana Lima' })]);
      expect((await list(owner)).body.entries).toEqual([]);
      expect((await ofBarber(barber, barber.id.toUpperCase())).body.entries).toHaveLength(1);
      const refused = await ofBarber(other, barber.id);
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('FORBIDDEN');
      expect((await ofBarber(owner, 'nao-e-um-id')).status).toBe(400);
    });

    it('needs the barber’s token and a real date', async () => {
      expect((await t.get(`/api/waitlist/admin?date=${toIsoDate(day)}`)).status).toBe(401);
      expect((await list(barber, '2026-02-30')).status).toBe(400);
      expect((await list(barber, 'amanha')).status).toBe(400);
    });
  });

  describe('a time offered by hand', () => {
    it('holds a free time for an entry without notifications and gives the link to send; the client books it', async () => {
      await shop.appointment(corte, day, 1000);
      const entryId = await join(ANA);
      const made = await offerByHand(entryId, { date: toIsoDate(day), hour: 1430 });
      expect(made.status).toBe(200);
      expect(made.body.offer).toMatchObject({ status: 'pending', date: toIsoDate(day), time: '14:30', hour: 1430 });
      expect(made.body.offerPath).toMatch(/^\/agenda\/espera\/oferta\/[A-Za-z0-9_-]{43}$/);
      expect(await probe.pushJobs()).toEqual([]);
      const free = await t.get(`/api/availability?userId=${barber.id}&jobId=${corte.id}&day=${day.day}&month=${day.month}&year=${day.year}`);
      expect(free.body.slots.map((slot: { hour: number }) => slot.hour)).toEqual([1030, 1400]);
      expect((await list()).body.entries[0].offer).toMatchObject({ status: 'pending', time: '14:30' });

      const again = await offerByHand(entryId, { date: toIsoDate(day), hour: 1400 });
      expect(again.status).toBe(409);
      expect(again.body.code).toBe('WAITLIST_OFFER_PENDING');

      const token = made.body.offerPath.split('/').pop();
      const taken = await t.post(`/api/waitlist/offer/${token}/take`);
      expect(taken.status).toBe(200);
      expect(taken.body).toMatchObject({ hour: 1430, clientName: 'Ana Lima' });
    });

    it('pushes the offer to an entry with notifications', async () => {
      const entryId = await join(BIA, pushOf('bia'));
      const made = await offerByHand(entryId, { date: toIsoDate(day), hour: 1000 });
      expect(made.status).toBe(200);
      expect((await probe.pushJobs()).length).toBe(1);
    });

    it('refuses a taken time, a day not asked for, another barber’s entry and an unknown one', async () => {
      await shop.appointment(corte, day, 1000);
      const entryId = await join(ANA);
      const taken = await offerByHand(entryId, { date: toIsoDate(day), hour: 1000 });
      expect(taken.status).toBe(409);
      expect(taken.body.code).toBe('HOUR_CONFLICT');
      const closed = await offerByHand(entryId, { date: toIsoDate(day), hour: 1200 });
      expect(closed.status).toBe(409);
      expect(closed.body.code).toBe('HOUR_UNAVAILABLE');
      const otherDay = await offerByHand(entryId, { date: t.isoDaysFromToday(4), hour: 1000 });
      expect(otherDay.status).toBe(400);
      expect(otherDay.body.code).toBe('WAITLIST_DAY_NOT_WANTED');
      expect((await offerByHand(entryId, { date: toIsoDate(day), hour: 1030 }, other)).status).toBe(403);
      expect((await offerByHand('00000000-0000-4000-8000-000000000000', { date: toIsoDate(day), hour: 1030 })).status).toBe(404);
      expect((await offerByHand(entryId, { date: toIsoDate(day), hour: 1015 })).status).toBe(400);
      // The owner acts in the team's agendas.
      expect((await offerByHand(entryId, { date: toIsoDate(day), hour: 1030 }, owner)).status).toBe(200);
    });
  });

  describe('the sweep', () => {
    it('offers a time that new working hours opened, which no booking event tells of', async () => {
      for (const hour of HOURS) await shop.appointment(corte, day, hour);
      await join(BIA, pushOf('bia'));
      const added = await t.as(barber).post('/api/hour/vinculate', { id: barber.id, hours: [{ hour: 1500, available: true }] });
      expect(added.status).toBe(200);
      expect(await probe.offers()).toEqual([]);
      await t.app.get(WaitlistHousekeeping).runOnce();
      expect((await probe.pending()).map((offer) => [offer.clientName, offer.hour])).toEqual([['Bia Rocha', 1500]]);
    });
  });

  describe('the entries as personal data', () => {
    it('are part of the client’s export, also for a client known only from the waitlist', async () => {
      await join(ANA, { period: 'morning', ...pushOf('ana') });
      const json = await t.as(owner).get(`/api/appointment/admin/clients/${ANA.clientContact}/export`);
      expect(json.status).toBe(200);
      const document = json.body;
      expect(document.bookings).toEqual([]);
      expect(document.waitlist).toEqual([
        expect.objectContaining({
          barber: barber.username,
          service: 'Corte',
          days: [toIsoDate(day)],
          period: 'manhã',
          status: 'na fila',
          clientName: 'Ana Lima',
          clientContact: '11911110001',
          notifications: true,
        }),
      ]);
      const csv = await t.as(barber).get(`/api/appointment/admin/clients/${ANA.clientContact}/export?format=csv`);
      expect(csv.status).toBe(200);
      expect(csv.body).toContain('lista de espera: na fila');
      expect((await t.as(other).get(`/api/appointment/admin/clients/${ANA.clientContact}/export`)).status).toBe(404);
    });

    it('are erased with the client’s data, offers and all', async () => {
      await shop.appointment(corte, day, 1000, ANA);
      await join(ANA, { days: [t.isoDaysFromToday(4)] });
      await join(BIA);
      await offerByHand(
        await join({ clientName: 'Ana Outra Grafia', clientContact: '(11) 91111-0001' }, { jobId: (await shop.job(barber, { name: 'Barba' })).id }),
        {
          date: toIsoDate(day),
          hour: 1400,
        },
      );
      const erased = await t.as(barber).delete(`/api/appointment/admin/clients/${ANA.clientContact}?futureBookings=cancel`);
      expect(erased.status).toBe(200);
      const rows = await t.orm.em.fork().getConnection().execute('select client_name from waitlist_entry');
      expect(rows).toEqual([{ client_name: 'Bia Rocha' }]);
      expect(await probe.offers()).toEqual([]);
    });

    it('are dropped once all their days have passed', async () => {
      const past = await join(ANA);
      await join(BIA, { days: [toIsoDate(day), t.isoDaysFromToday(4)] });
      await t.orm.em
        .fork()
        .getConnection()
        // The shop's days, not the database's current_date (a UTC day, a day ahead of the shop's late in the evening).
        .execute('update waitlist_entry set days = array[?::date, ?::date], last_day = ?::date where id = ?', [
          t.isoDaysFromToday(-2),
          t.isoDaysFromToday(-1),
          t.isoDaysFromToday(-1),
          past,
        ]);
      const dropped = await t.app.get(WaitlistHousekeeping).dropEnded();
      expect(dropped).toBe(1);
      const rows = await t.orm.em.fork().getConnection().execute('select client_name from waitlist_entry');
      expect(rows).toEqual([{ client_name: 'Bia Rocha' }]);
    });
  });
});
