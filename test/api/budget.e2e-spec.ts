import { Barber } from '../../backend/src/modules/barbers/domain/barber.entity';
import { Booking } from '../../backend/src/modules/booking/domain/booking/booking.entity';
import { Service } from '../../backend/src/modules/services/domain/service.entity';
import { LocalDate } from '../../backend/src/shared/time/local-date';
import { ShopBuilder } from '../support/shop-builder';
import { CORTE, standardShop } from '../support/standard-shop';
import { TestApp } from '../support/test-app';

describe('revenue (budget)', () => {
  let t: TestApp;
  let shop: ShopBuilder;
  let barber: Barber;
  let other: Barber;
  let corte: Service;
  let combo: Service;
  let theirs: Service;
  let year: number;
  const on = (month: number, day: number): LocalDate => ({ year, month, day });

  beforeAll(async () => {
    t = await TestApp.start();
    shop = new ShopBuilder(t);
  });
  beforeEach(async () => {
    ({ barber, other, corte, combo, theirs } = await standardShop(t, {
      barber: { services: { corte: CORTE, combo: { name: 'Corte + Barba', value: 55.5, doubleTime: true } } },
      other: { services: { theirs: { name: 'Corte', value: 40 } } },
    }));
    year = t.daysFromToday(0).year - 1;
  });
  afterAll(() => t.close());

  const admin = () => t.as(barber);
  const none = { total: 0, appointments: 0 };
  /** A period whose appointments are all in the past (last year): everything realised, nothing booked, no no-shows, no deposits. */
  const allRealised = (total: number, appointments: number) => ({
    total,
    appointments,
    realised: { total, appointments },
    booked: none,
    noShows: none,
    deposits: { received: none, refunded: none, refundDue: none, kept: none },
  });
  const monthUrl = (month: number, query = `?year=${year}`, barberId = barber.id) => `/api/budget/budget/user/${barberId}/month/${month}${query}`;
  const yearUrl = (y = year, barberId = barber.id) => `/api/budget/budget/user/${barberId}/year/${y}`;

  describe('GET /api/budget/budget/user/{userId}/month/{month}', () => {
    it('sums the stored prices of the month’s live appointments, in reais, with a total per service', async () => {
      await shop.appointment(corte, on(4, 2), 1000);
      await shop.appointment(corte, on(4, 30), 1930);
      await shop.appointment(combo, on(4, 15), 900);
      await shop.appointment(corte, on(3, 30), 1000);
      await shop.appointment(corte, on(5, 1), 730);
      await shop.appointment(theirs, on(4, 2), 1000);
      const response = await admin().get(monthUrl(4));
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        userId: barber.id,
        month: 4,
        year,
        ...allRealised(125.5, 3),
        services: [
          { jobId: corte.id, name: 'Corte', total: 70, appointments: 2 },
          { jobId: combo.id, name: 'Corte + Barba', total: 55.5, appointments: 1 },
        ],
      });
    });

    it('answers zero for a month without appointments, and defaults to the current year', async () => {
      const empty = await admin().get(monthUrl(0));
      expect(empty.body).toEqual({ userId: barber.id, month: 0, year, ...allRealised(0, 0), services: [] });
      const today = t.daysFromToday(0);
      await shop.appointment(corte, today, 2330);
      const current = await admin().get(monthUrl(today.month, ''));
      expect(current.body).toMatchObject({ month: today.month, year: today.year, total: 35, appointments: 1 });
    });

    it('never changes past revenue when a service’s price is edited afterwards', async () => {
      await shop.appointment(corte, on(6, 10), 1000);
      await shop.appointment(combo, on(6, 11), 1000);
      const before = (await admin().get(monthUrl(6))).body;
      const edited = await admin().put(`/api/job/update/${corte.id}`, { id: corte.id, name: 'Corte', value: 80, doubleTime: false });
      expect(edited.status).toBe(200);
      await t.orm.em.fork().nativeUpdate(Service, { id: combo.id }, { valueCents: 9900 });
      const after = (await admin().get(monthUrl(6))).body;
      expect(after).toEqual(before);
      expect(after.total).toBe(90.5);
    });

    it('leaves trashed appointments out, and counts them again once restored', async () => {
      const kept = await shop.appointment(corte, on(8, 1), 1000);
      const trashed = await shop.appointment(combo, on(8, 2), 1000);
      expect((await admin().get(monthUrl(8))).body.total).toBe(90.5);
      await admin().delete(`/api/appointment/admin/delete/trash/${trashed.id}`);
      const afterTrash = (await admin().get(monthUrl(8))).body;
      expect(afterTrash).toMatchObject({
        total: 35,
        appointments: 1,
        services: [{ jobId: kept.serviceId, name: 'Corte', total: 35, appointments: 1 }],
      });
      await admin().post(`/api/appointment/admin/restore/${trashed.id}`);
      expect((await admin().get(monthUrl(8))).body.total).toBe(90.5);
    });

    it('counts what the month list counts: cancelled, trashed and no-show bookings never in the total', async () => {
      const sql = (text: string, params: unknown[]) => t.orm.em.getConnection().execute(text, params);
      for (const hour of [900, 1000, 1100, 1200]) await shop.appointment(corte, on(9, 3), hour);
      const cancelled = await shop.appointment(corte, on(9, 4), 900);
      const trashed = await shop.appointment(corte, on(9, 4), 1000);
      const noShow = await shop.appointment(combo, on(9, 4), 1100);
      await sql('update appointment set cancelled_at = now() where id = ?', [cancelled.id]);
      await sql('update appointment set deleted_at = now() where id = ?', [trashed.id]);
      await sql(`update appointment set attendance = 'no_show' where id = ?`, [noShow.id]);

      const revenue = (await admin().get(monthUrl(9))).body;
      expect(revenue).toMatchObject({ total: 140, appointments: 4, noShows: { total: 55.5, appointments: 1 } });
      expect(revenue.services).toEqual([{ jobId: corte.id, name: 'Corte', total: 140, appointments: 4 }]);

      const listed = (await admin().get(`/api/appointment/admin/get/month/9/${barber.id}?year=${year}`)).body;
      expect(listed).toHaveLength(6);
      const counted = listed.filter(
        (view: { cancelledAt?: string; attendance: string | null }) => !view.cancelledAt && view.attendance !== 'no_show',
      );
      expect(counted).toHaveLength(revenue.appointments);
      expect(listed.find((view: { id: string }) => view.id === cancelled.id).cancelledAt).toEqual(expect.any(String));
      expect(listed.some((view: { id: string }) => view.id === trashed.id)).toBe(false);
    });

    it('answers 403 for another barber, 400 for a bad month, year or id, 401 without a valid token', async () => {
      const forbidden = await admin().get(monthUrl(4, '', other.id));
      expect(forbidden.status).toBe(403);
      expect(forbidden.body).toEqual({ statusCode: 403, code: 'FORBIDDEN', message: 'Acesso negado.' });
      for (const url of [monthUrl(12), monthUrl(-1), monthUrl(4, '?year=abc'), monthUrl(4, '?year=1999'), monthUrl(4, '', 'not-a-uuid')]) {
        const response = await admin().get(url);
        expect({ url, status: response.status, code: response.body.code }).toEqual({ url, status: 400, code: 'VALIDATION_ERROR' });
      }
      expect((await t.get(monthUrl(4))).status).toBe(401);
      expect((await t.as('garbage').get(monthUrl(4))).body.code).toBe('UNAUTHORIZED');
    });
  });

  describe('the Pix deposits of the period (Sinais recebidos, devolvidos, retidos)', () => {
    const sql = (text: string, params: unknown[]) => t.orm.em.getConnection().execute(text, params);
    /** A booking asking a deposit (centavos), `creditCents` of it covered by an earlier credit; waiting for the Pix. */
    const withDeposit = async (booking: Booking, cents: number, creditCents = 0) => {
      await sql(
        `update appointment set deposit_cents = ?, deposit_credit_cents = ?, deposit_status = 'pending', deposit_hold_minutes = 15,
                deposit_hold_until = now() + interval '15 minutes', deposit_cancel_in_time = 'refund', deposit_paid_cents = 0,
                deposit_refund_due_cents = 0, deposit_refunded_cents = 0, deposit_credited_cents = 0 where id = ?`,
        [cents, creditCents, booking.id],
      );
      return booking;
    };
    const confirm = async (booking: Booking, as: Barber = barber) => {
      const confirmed = await t.as(as).post(`/api/appointment/admin/${booking.id}/deposit/confirm`);
      expect(confirmed.status).toBe(200);
      return booking;
    };
    /** The client cancelled in time: what the cancellation does to a confirmed deposit (BookingDeposit.settleOnCancel). */
    const cancelledInTime = (booking: Booking, status: 'refund_due' | 'credited') =>
      sql(
        `update appointment set cancelled_at = now(), deposit_status = ?, deposit_paid_cents = 0,
                ${status === 'refund_due' ? 'deposit_refund_due_cents' : 'deposit_credited_cents'} = deposit_paid_cents where id = ?`,
        [status, booking.id],
      );

    it('adds up what was received, paid back, still to pay back and kept, by the booking’s month, for the barber and the shop', async () => {
      let hour = 800;
      const next = () => shop.appointment(corte, on(2, 10), (hour += 100));
      await withDeposit(await next(), 1000); // still waiting: nothing received
      await confirm(await withDeposit(await next(), 1000)); // received 10
      const noShow = await confirm(await withDeposit(await next(), 1000)); // received 10, then kept
      expect((await admin().put(`/api/appointment/admin/attendance/${noShow.id}`, { attendance: 'no_show' })).status).toBe(200);
      await cancelledInTime(await confirm(await withDeposit(await next(), 1200)), 'refund_due'); // received 12, to pay back
      const refunded = await confirm(await withDeposit(await next(), 1200)); // received 12, paid back
      await cancelledInTime(refunded, 'refund_due');
      expect((await admin().post(`/api/appointment/admin/${refunded.id}/deposit/refunded`)).status).toBe(200);
      await cancelledInTime(await confirm(await withDeposit(await next(), 800)), 'credited'); // received 8, now credit
      await confirm(await withDeposit(await next(), 1000, 400)); // received 6: credit covered 4
      await sql(`update appointment set deposit_status = 'confirmed', deposit_confirmed_at = now() where id = ?`, [
        (await withDeposit(await next(), 1000, 1000)).id, // all covered by credit: no Pix received
      ]);
      const expired = await withDeposit(await next(), 1000);
      await sql(`update appointment set cancelled_at = now(), deposit_status = 'expired' where id = ?`, [expired.id]);
      await confirm(await withDeposit(await shop.appointment(corte, on(3, 1), 900), 500)); // another month
      await confirm(await withDeposit(await shop.appointment(theirs, on(2, 10), 900), 700), other); // another barber

      const deposits = {
        received: { total: 58, appointments: 6 },
        refunded: { total: 12, appointments: 1 },
        refundDue: { total: 12, appointments: 1 },
        kept: { total: 10, appointments: 1 },
      };
      const month = (await admin().get(monthUrl(2))).body;
      expect(month).toMatchObject({ deposits, noShows: { total: 35, appointments: 1 } });
      const yearly = (await admin().get(yearUrl())).body;
      expect(yearly.months[2].deposits).toEqual(deposits);
      expect(yearly.months[3].deposits.received).toEqual({ total: 5, appointments: 1 });
      expect(yearly.deposits).toEqual({ ...deposits, received: { total: 63, appointments: 7 } });

      const owner = await shop.barber({ username: 'dona', role: 'owner' });
      const shopMonth = (await t.as(owner).get(`/api/budget/budget/shop/month/2?year=${year}`)).body;
      expect(shopMonth.deposits).toEqual({ ...deposits, received: { total: 65, appointments: 7 } });
    });
  });

  describe('GET /api/budget/budget/user/{userId}/year/{year}', () => {
    it('answers the year’s total, all 12 months and the total per service', async () => {
      await shop.appointment(corte, on(0, 1), 730);
      await shop.appointment(combo, on(0, 31), 1900);
      await shop.appointment(corte, on(11, 31), 1930);
      await shop.appointment(corte, { year: year + 1, month: 0, day: 1 }, 730);
      await shop.appointment(corte, { year: year - 1, month: 11, day: 31 }, 1930);
      await shop.appointment(theirs, on(0, 1), 730);
      const trashed = await shop.appointment(combo, on(5, 5), 1000);
      await admin().delete(`/api/appointment/admin/delete/trash/${trashed.id}`);
      const response = await admin().get(yearUrl());
      expect(response.status).toBe(200);
      const months = Array.from({ length: 12 }, (_, month) => ({ month, ...allRealised(0, 0) }));
      months[0] = { month: 0, ...allRealised(90.5, 2) };
      months[11] = { month: 11, ...allRealised(35, 1) };
      expect(response.body).toEqual({
        userId: barber.id,
        year,
        ...allRealised(125.5, 3),
        months,
        services: [
          { jobId: corte.id, name: 'Corte', total: 70, appointments: 2 },
          { jobId: combo.id, name: 'Corte + Barba', total: 55.5, appointments: 1 },
        ],
      });
    });

    it('keeps a deactivated service’s name and revenue', async () => {
      await shop.appointment(combo, on(2, 3), 1000);
      await t.orm.em.fork().nativeUpdate(Service, { id: combo.id }, { active: false });
      expect((await admin().get(yearUrl())).body.services).toEqual([{ jobId: combo.id, name: 'Corte + Barba', total: 55.5, appointments: 1 }]);
    });

    it('answers 403 for another barber, 400 for a bad year, 401 without a token', async () => {
      expect((await admin().get(yearUrl(year, other.id))).status).toBe(403);
      expect((await admin().get(`/api/budget/budget/user/${barber.id}/year/abc`)).status).toBe(400);
      expect((await admin().get(yearUrl(10000))).status).toBe(400);
      expect((await t.get(yearUrl())).status).toBe(401);
    });
  });

  describe('the owner’s view of the team (Meu Faturamento for any barber, and "Todos")', () => {
    let owner: Barber;
    beforeEach(async () => {
      owner = await shop.barber({ username: 'dona', role: 'owner' });
      await shop.appointment(corte, on(4, 2), 1000);
      await shop.appointment(combo, on(4, 15), 900);
      await shop.appointment(theirs, on(4, 2), 1000);
      await shop.appointment(theirs, on(6, 9), 1100);
    });

    it('lets the owner read any barber’s month and year, as that barber reads them', async () => {
      const asOwner = await t.as(owner).get(monthUrl(4, `?year=${year}`, other.id));
      expect(asOwner.status).toBe(200);
      expect(asOwner.body).toEqual((await t.as(other).get(monthUrl(4, `?year=${year}`, other.id))).body);
      expect((await t.as(owner).get(yearUrl(year, barber.id))).body).toEqual((await admin().get(yearUrl(year, barber.id))).body);
    });

    it('answers the whole shop’s year and month, services of one name added up', async () => {
      const yearResponse = await t.as(owner).get(`/api/budget/budget/shop/year/${year}`);
      expect(yearResponse.status).toBe(200);
      expect(yearResponse.body).toMatchObject({ userId: null, year, ...allRealised(170.5, 4) });
      expect(yearResponse.body.months[4]).toMatchObject({ month: 4, ...allRealised(130.5, 3) });
      expect(yearResponse.body.months[6]).toMatchObject({ month: 6, ...allRealised(40, 1) });
      expect(yearResponse.body.services).toEqual([
        { jobId: expect.any(String), name: 'Corte', total: 115, appointments: 3 },
        { jobId: combo.id, name: 'Corte + Barba', total: 55.5, appointments: 1 },
      ]);

      const monthResponse = await t.as(owner).get(`/api/budget/budget/shop/month/4?year=${year}`);
      expect(monthResponse.status).toBe(200);
      expect(monthResponse.body).toMatchObject({ userId: null, month: 4, year, ...allRealised(130.5, 3) });
    });

    it('keeps the shop’s figures from other barbers: 403, with the reason', async () => {
      for (const url of [`/api/budget/budget/shop/year/${year}`, `/api/budget/budget/shop/month/4?year=${year}`]) {
        const response = await admin().get(url);
        expect(response.status).toBe(403);
        expect(response.body).toEqual({ statusCode: 403, code: 'FORBIDDEN', message: 'Apenas o dono da barbearia pode ver a barbearia toda.' });
      }
      expect((await t.as(owner).get('/api/budget/budget/shop/month/12')).status).toBe(400);
      expect((await t.get(`/api/budget/budget/shop/year/${year}`)).status).toBe(401);
    });
  });
});
