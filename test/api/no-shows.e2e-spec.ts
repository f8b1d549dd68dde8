import { Settings } from 'luxon';
import { Booking } from '../../backend/src/modules/booking/domain/booking/booking.entity';
import { Barber } from '../../backend/src/modules/barbers/domain/barber.entity';
import { Service } from '../../backend/src/modules/services/domain/service.entity';
import { LocalDate } from '../../backend/src/shared/time/local-date';
import { ShopClock } from '../../backend/src/shared/time/shop-clock';
import { ShopBuilder } from '../support/shop-builder';
import { CORTE, CORTE_E_BARBA, standardShop } from '../support/standard-shop';
import { TestApp } from '../support/test-app';

const UNKNOWN_ID = '6c1e1e4e-1111-4a2b-9c3d-000000000000';

describe('no-shows: the barber marks who came, and revenue separates realised, booked and lost', () => {
  let t: TestApp;
  let shop: ShopBuilder;
  let barber: Barber;
  let other: Barber;
  let corte: Service;
  let combo: Service;
  let yesterday: LocalDate;
  let tomorrow: LocalDate;
  const maria = { clientName: 'Maria Souza', clientContact: '11987654321' };

  beforeAll(async () => {
    t = await TestApp.start();
    shop = new ShopBuilder(t);
  });
  beforeEach(async () => {
    ({ barber, other, corte, combo } = await standardShop(t, { barber: { services: { corte: CORTE, combo: CORTE_E_BARBA } }, other: true }));
    yesterday = t.daysFromToday(-1);
    tomorrow = t.daysFromToday(1);
  });
  afterAll(() => t.close());

  const admin = () => t.as(barber);
  const mark = (appointment: Booking, attendance: unknown, as = admin()) =>
    as.put(`/api/appointment/admin/attendance/${appointment.id}`, { attendance });
  const monthOf = (date: LocalDate) => admin().get(`/api/budget/budget/user/${barber.id}/month/${date.month}?year=${date.year}`);

  describe('PUT /api/appointment/admin/attendance/{id}', () => {
    it('marks a past appointment as a no-show or attended, and clears the mark', async () => {
      const past = await shop.appointment(corte, yesterday, 1000, maria);
      const noShow = await mark(past, 'no_show');
      expect(noShow.status).toBe(200);
      expect(noShow.body).toMatchObject({ id: past.id, attendance: 'no_show', clientNoShows: 1 });
      expect((await mark(past, 'attended')).body).toMatchObject({ attendance: 'attended', clientNoShows: 0 });
      expect((await mark(past, null)).body).toMatchObject({ attendance: null });
    });

    it('refuses a future appointment (409 APPOINTMENT_NOT_PAST) and a cancelled one (409 APPOINTMENT_CANCELLED)', async () => {
      const future = await shop.appointment(corte, tomorrow, 1000, maria);
      const refused = await mark(future, 'no_show');
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({
        statusCode: 409,
        code: 'APPOINTMENT_NOT_PAST',
        message: 'Só é possível marcar comparecimento ou falta depois do horário do agendamento.',
      });
      const cancelled = await shop.appointment(corte, yesterday, 1100, maria);
      await t.orm.em.fork().nativeUpdate(Booking, { id: cancelled.id }, { cancelledAt: new Date() });
      expect((await mark(cancelled, 'no_show')).body.code).toBe('APPOINTMENT_CANCELLED');
    });

    it("goes by the shop's clock, the one every other rule reads: once it has passed the booking, the mark is taken", async () => {
      const booking = await shop.appointment(corte, tomorrow, 1000, maria);
      const afterIt = t.app.get(ShopClock).instantOf(tomorrow, 1100).getTime();
      Settings.now = () => afterIt;
      try {
        expect((await mark(booking, 'attended')).body).toMatchObject({ id: booking.id, attendance: 'attended' });
      } finally {
        Settings.now = () => Date.now();
      }
    });

    it('is for the caller’s own appointments: 403 for another barber’s, 404 unknown or trashed, 400 bad input, 401 without a token', async () => {
      const theirs = await shop.appointment(await shop.job(other), yesterday, 1000);
      expect((await mark(theirs, 'no_show')).status).toBe(403);
      expect((await admin().put(`/api/appointment/admin/attendance/${UNKNOWN_ID}`, { attendance: 'no_show' })).status).toBe(404);
      const trashed = await shop.appointment(corte, yesterday, 1200);
      await admin().delete(`/api/appointment/admin/delete/trash/${trashed.id}`);
      expect((await mark(trashed, 'no_show')).status).toBe(404);
      const past = await shop.appointment(corte, yesterday, 1300);
      for (const body of [{ attendance: 'maybe' }, {}, { attendance: 'no_show', extra: 1 }]) {
        const response = await admin().put(`/api/appointment/admin/attendance/${past.id}`, body);
        expect({ body, status: response.status, code: response.body.code }).toEqual({ body, status: 400, code: 'VALIDATION_ERROR' });
      }
      expect((await admin().put('/api/appointment/admin/attendance/not-a-uuid', { attendance: 'no_show' })).status).toBe(400);
      expect((await t.request('PUT', `/api/appointment/admin/attendance/${past.id}`, { attendance: 'no_show' })).status).toBe(401);
    });
  });

  describe('the contact’s no-shows', () => {
    it('shows on each agenda card and through GET /api/appointment/admin/no-shows/{contact}, counting only the caller’s appointments', async () => {
      for (const hour of [900, 1000]) await mark(await shop.appointment(corte, yesterday, hour, maria), 'no_show');
      const theirs = await shop.appointment(await shop.job(other), yesterday, 1000, maria);
      await mark(theirs, 'no_show', t.as(other));
      await shop.appointment(corte, tomorrow, 1000, maria);
      await shop.appointment(corte, tomorrow, 1100, { clientName: 'Ana', clientContact: '21999998888' });

      const month = await admin().get(`/api/appointment/admin/get/month/${tomorrow.month}/${barber.id}?year=${tomorrow.year}`);
      const byHour = Object.fromEntries(
        month.body
          .filter((entry: { day: number }) => entry.day === tomorrow.day)
          .map((entry: { hour: number; clientNoShows: number }) => [entry.hour, entry.clientNoShows]),
      );
      expect(byHour).toEqual({ 1000: 2, 1100: 0 });

      expect((await admin().get('/api/appointment/admin/no-shows/11987654321')).body).toEqual({ clientContact: '11987654321', noShows: 2 });
      expect((await admin().get('/api/appointment/admin/no-shows/21999998888')).body).toEqual({ clientContact: '21999998888', noShows: 0 });
      // The same contact however it is typed, as the contact's other counts compare it.
      expect((await admin().get(`/api/appointment/admin/no-shows/${encodeURIComponent('+55 (11) 98765-4321')}`)).body).toMatchObject({ noShows: 2 });
      expect((await admin().get('/api/appointment/admin/no-shows/123')).status).toBe(400);
      expect((await t.get('/api/appointment/admin/no-shows/11987654321')).status).toBe(401);
    });
  });

  describe('Meu Faturamento', () => {
    it('separates realised (past, not no-show) from booked (future) and shows what no-shows cost, outside the total', async () => {
      await shop.appointment(corte, yesterday, 1000, maria);
      await mark(await shop.appointment(combo, yesterday, 1400, maria), 'no_show');
      await shop.appointment(combo, tomorrow, 1000, maria);
      const past = (await monthOf(yesterday)).body;
      const future = (await monthOf(tomorrow)).body;
      if (yesterday.month === tomorrow.month) {
        expect(past).toMatchObject({
          total: 90,
          appointments: 2,
          realised: { total: 35, appointments: 1 },
          booked: { total: 55, appointments: 1 },
          noShows: { total: 55, appointments: 1 },
        });
      } else {
        expect(past).toMatchObject({
          total: 35,
          realised: { total: 35, appointments: 1 },
          booked: { total: 0 },
          noShows: { total: 55, appointments: 1 },
        });
        expect(future).toMatchObject({ total: 55, realised: { total: 0 }, booked: { total: 55, appointments: 1 }, noShows: { total: 0 } });
      }
      expect(past.services.find((service: { jobId: string }) => service.jobId === corte.id)).toMatchObject({ total: 35, appointments: 1 });
      const year = (await admin().get(`/api/budget/budget/user/${barber.id}/year/${yesterday.year}`)).body;
      expect(year.months[yesterday.month].noShows).toEqual({ total: 55, appointments: 1 });
    });
  });
});
