import { Settings } from 'luxon';
import { Barber } from '../../backend/src/modules/barbers/domain/barber.entity';
import { Booking } from '../../backend/src/modules/booking/domain/booking/booking.entity';
import { Service } from '../../backend/src/modules/services/domain/service.entity';
import { LocalDate } from '../../backend/src/shared/time/local-date';
import { ShopClock } from '../../backend/src/shared/time/shop-clock';
import { ShopBuilder } from '../support/shop-builder';
import { CORTE, CORTE_E_BARBA, standardShop } from '../support/standard-shop';
import { TestApp } from '../support/test-app';

const UNKNOWN_ID = '6c1e1e4e-1111-4a2b-9c3d-000000000000';
/**
 * Every test runs with the shop's clock at 15 November 2026, 12:00: the month's first day is 1 November. The days are
 * behind the real clock too (these tests were written on 6 December 2026), which marking attendance reads.
 */
const TODAY: LocalDate = { year: 2026, month: 10, day: 15 };
const november = (day: number): LocalDate => ({ year: 2026, month: 10, day });
const NOVEMBER = 'from=2026-11-01&to=2026-11-30';

describe('commission: rates with history and the barber’s statement', () => {
  let t: TestApp;
  let shop: ShopBuilder;
  let owner: Barber;
  let barber: Barber;
  let other: Barber;
  let corte: Service;
  let combo: Service;
  let theirs: Service;

  beforeAll(async () => {
    t = await TestApp.start();
  });
  beforeEach(async () => {
    freezeAt(TODAY, 1200);
    ({ shop, owner, barber, other, corte, combo, theirs } = await standardShop(t, {
      owner: true,
      barber: { services: { corte: CORTE, combo: CORTE_E_BARBA } },
      other: { services: { theirs: CORTE } },
    }));
  });
  afterEach(() => {
    Settings.now = () => Date.now();
  });
  afterAll(() => t.close());

  /** Freezes the shop clock (luxon's "now", which ShopClock reads) at a day and time. */
  function freezeAt(date: LocalDate, hour: number): void {
    const instant = t.app.get(ShopClock).instantOf(date, hour).getTime();
    Settings.now = () => instant;
  }
  const setRate = (body: Record<string, unknown>, as: Barber = owner) => t.as(as).post('/api/commission/rates', { userId: barber.id, ...body });
  const ratesOf = (who: Barber, as: Barber = owner) => t.as(as).get(`/api/commission/rates?userId=${who.id}`);
  const statementOf = (who: Barber, period = NOVEMBER, as: Barber = owner) => t.as(as).get(`/api/commission/statement?userId=${who.id}&${period}`);
  const mark = (booking: Booking, attendance: 'attended' | 'no_show') =>
    t.as(owner).put(`/api/appointment/admin/attendance/${booking.id}`, { attendance });
  const attended = async (job: Service, date: LocalDate, hour: number, clientName = 'Maria Souza') => {
    const booking = await shop.appointment(job, date, hour, { clientName, clientContact: '11987654321' });
    expect((await mark(booking, 'attended')).status).toBe(200);
    return booking;
  };

  describe('rates', () => {
    it('keep their history: the first may cover past months, a change is a new rate from its day, newest first, the ones in force marked', async () => {
      expect((await ratesOf(barber)).body).toEqual({ userId: barber.id, rateMissing: true, rates: [] });

      const first = await setRate({ percent: 50, startsOn: '2026-09-01' });
      expect(first.status).toBe(201);
      expect(first.body).toEqual({
        id: expect.any(String),
        userId: barber.id,
        jobId: null,
        jobName: null,
        percent: 50,
        fixed: null,
        startsOn: '2026-09-01',
        current: true,
        createdAt: expect.any(String),
      });
      const pastMonth = await setRate({ percent: 40, startsOn: '2026-10-31' });
      expect(pastMonth.status).toBe(400);
      expect(pastMonth.body).toEqual({
        statusCode: 400,
        code: 'COMMISSION_RATE_PAST_MONTH',
        message: 'A nova comissão só pode começar a partir do primeiro dia do mês atual: uma mudança nunca altera um mês que já passou.',
      });
      expect((await setRate({ jobId: null, percent: 40, startsOn: '2026-11-01' })).body).toMatchObject({ jobId: null, percent: 40, current: true });
      expect((await setRate({ jobId: corte.id, fixed: 20, startsOn: '2026-11-20' })).body).toMatchObject({
        jobId: corte.id,
        jobName: 'Corte',
        percent: null,
        fixed: 20,
        current: false,
      });
      expect((await setRate({ jobId: combo.id, percent: 42.5, startsOn: '2026-11-15' })).status).toBe(201);

      const history = await ratesOf(barber);
      expect(history.status).toBe(200);
      expect(history.body.rateMissing).toBe(false);
      expect(
        history.body.rates.map((rate: Record<string, unknown>) => [rate.startsOn, rate.jobName, rate.percent, rate.fixed, rate.current]),
      ).toEqual([
        ['2026-11-20', 'Corte', null, 20, false],
        ['2026-11-15', 'Corte + Barba', 42.5, null, true],
        ['2026-11-01', null, 40, null, true],
        ['2026-09-01', null, 50, null, false],
      ]);
    });

    it('refuse what breaks a rule with its code: both amounts or none, out of range, a second rate on the same day, another barber’s service', async () => {
      await setRate({ percent: 50, startsOn: '2026-11-01' });
      const cases: [Record<string, unknown>, number, string][] = [
        [{ percent: 50, fixed: 20, startsOn: '2026-11-20' }, 400, 'COMMISSION_RATE_ONE_AMOUNT'],
        [{ startsOn: '2026-11-20' }, 400, 'COMMISSION_RATE_ONE_AMOUNT'],
        [{ percent: 100.5, startsOn: '2026-11-20' }, 400, 'COMMISSION_PERCENT_INVALID'],
        [{ percent: -1, startsOn: '2026-11-20' }, 400, 'COMMISSION_PERCENT_INVALID'],
        [{ percent: 42.555, startsOn: '2026-11-20' }, 400, 'COMMISSION_PERCENT_INVALID'],
        [{ fixed: 100_000.01, startsOn: '2026-11-20' }, 400, 'COMMISSION_FIXED_INVALID'],
        [{ fixed: 10.005, startsOn: '2026-11-20' }, 400, 'COMMISSION_FIXED_INVALID'],
        [{ percent: '50', startsOn: '2026-11-20' }, 400, 'VALIDATION_ERROR'],
        [{ percent: 50, startsOn: '2026-02-30' }, 400, 'VALIDATION_ERROR'],
        [{ percent: 50, startsOn: '20/12/2026' }, 400, 'VALIDATION_ERROR'],
        [{ percent: 50 }, 400, 'VALIDATION_ERROR'],
        [{ percent: 50, startsOn: '2026-11-20', extra: 1 }, 400, 'VALIDATION_ERROR'],
        [{ percent: 50, startsOn: '2026-11-20', jobId: 'corte' }, 400, 'VALIDATION_ERROR'],
        [{ percent: 50, startsOn: '2026-11-01' }, 409, 'COMMISSION_RATE_EXISTS'],
        [{ percent: 50, startsOn: '2026-11-20', jobId: theirs.id }, 404, 'NOT_FOUND'],
        [{ percent: 50, startsOn: '2026-11-20', userId: UNKNOWN_ID }, 404, 'NOT_FOUND'],
      ];
      for (const [body, status, code] of cases) {
        const response = await setRate(body);
        expect({ body, status: response.status, code: response.body.code }).toEqual({ body, status, code });
      }
      expect((await ratesOf(barber)).body.rates).toHaveLength(1);
      // The same day for one service is another rate, not the general one's twin.
      expect((await setRate({ jobId: corte.id, percent: 60, startsOn: '2026-11-01' })).status).toBe(201);
    });

    it('are held by the database too: one amount, in range, once per barber, service and day', async () => {
      const insert = (percent: number | null, fixed: number | null, jobId: string | null = null) =>
        t.orm.em
          .getConnection()
          .execute(
            'insert into commission_rate (id, barber_id, job_id, percent_bp, fixed_cents, starts_on) values (gen_random_uuid(), ?, ?, ?, ?, ?)',
            [barber.id, jobId, percent, fixed, '2026-11-01'],
          );
      await expect(insert(5000, 2000)).rejects.toThrow(/commission_rate_one_amount/);
      await expect(insert(null, null)).rejects.toThrow(/commission_rate_one_amount/);
      await expect(insert(10001, null)).rejects.toThrow(/check constraint/);
      await expect(insert(null, -1)).rejects.toThrow(/check constraint/);
      await expect(insert(5000, null, UNKNOWN_ID)).rejects.toThrow(/foreign key/);
      await insert(5000, null);
      await expect(insert(4000, null)).rejects.toThrow(/commission_rate_start_unique/);
      await insert(4000, null, corte.id);
    });

    it('are set by the owner only, and read by the barber themself or the owner', async () => {
      const refused = await setRate({ percent: 50, startsOn: '2026-11-01' }, barber);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ statusCode: 403, code: 'FORBIDDEN', message: 'Só o dono da barbearia define as comissões.' });
      expect((await ratesOf(barber, barber)).status).toBe(200);
      expect((await ratesOf(other, barber)).status).toBe(403);
      expect((await ratesOf(other, owner)).status).toBe(200);
      expect((await t.as(owner).get(`/api/commission/rates?userId=${UNKNOWN_ID}`)).status).toBe(404);
      expect((await t.as(owner).get('/api/commission/rates?userId=joao')).status).toBe(400);
      expect((await t.as(owner).get('/api/commission/rates')).status).toBe(400);
      expect((await t.get(`/api/commission/rates?userId=${barber.id}`)).status).toBe(401);
      expect((await t.post('/api/commission/rates', { userId: barber.id, percent: 50, startsOn: '2026-11-01' })).status).toBe(401);
    });
  });

  describe('the statement', () => {
    it('counts the attended bookings at the rate of their day, the service’s own rate first, at the price they were booked at', async () => {
      await setRate({ percent: 50, startsOn: '2026-09-01' });
      await setRate({ percent: 40, startsOn: '2026-11-10' });
      await setRate({ jobId: combo.id, percent: 42.5, startsOn: '2026-11-01' });
      const beforeChange = await attended(corte, november(9), 1000, 'Maria Souza');
      await attended(corte, november(10), 1000, 'João Pedro Alves');
      await attended(combo, november(11), 1000, 'Ana Lima');
      const frozenPrice = await attended(corte, november(14), 1000, 'Rui Costa');
      expect((await t.as(barber).put(`/api/job/update/${corte.id}`, { name: 'Corte', value: 40, doubleTime: false })).status).toBe(200);

      const response = await statementOf(barber);
      expect(response.status).toBe(200);
      const { appointments, ...rest } = response.body;
      expect(rest).toEqual({
        userId: barber.id,
        from: '2026-11-01',
        to: '2026-11-30',
        rateMissing: false,
        splitKeptDeposits: false,
        totals: {
          appointments: 4,
          gross: 160,
          barberPart: 68.88,
          shopPart: 91.12,
          keptDeposits: 0,
          keptDepositsCommission: 0,
          advances: 0,
          adjustment: 0,
          toPay: 68.88,
        },
        keptDeposits: [],
        advances: [],
        unmarked: [],
        payout: null,
        changedSincePaid: false,
      });
      expect(appointments[0]).toEqual({
        id: beforeChange.id,
        date: '2026-11-09',
        hour: 1000,
        label: '10:00',
        clientFirstName: 'Maria',
        jobId: corte.id,
        service: 'Corte',
        price: 35,
        rate: { id: expect.any(String), jobId: null, percent: 50, fixed: null, startsOn: '2026-09-01' },
        commission: 17.5,
      });
      expect(
        appointments.map((line: Record<string, unknown>) => [line.date, line.clientFirstName, line.service, line.price, line.commission]),
      ).toEqual([
        ['2026-11-09', 'Maria', 'Corte', 35, 17.5],
        ['2026-11-10', 'João', 'Corte', 35, 14],
        ['2026-11-11', 'Ana', 'Corte + Barba', 55, 23.38],
        ['2026-11-14', 'Rui', 'Corte', 35, 14],
      ]);
      expect(appointments[3].id).toBe(frozenPrice.id);
    });

    it('lists the past bookings not marked apart, and counts nothing of no-shows, cancelled, trashed, future or another barber’s bookings', async () => {
      await setRate({ percent: 50, startsOn: '2026-11-01' });
      await attended(corte, november(2), 1000, 'Maria Souza');
      const unmarked = await shop.appointment(corte, november(3), 1000, { clientName: 'Carlos Eduardo Lima', clientContact: '11912345678' });
      const today = await shop.appointment(corte, TODAY, 1130, { clientName: 'Bia Reis', clientContact: '11912345679' });
      await shop.appointment(corte, TODAY, 1230, { clientName: 'Ainda Não', clientContact: '11912345670' });
      await shop.appointment(corte, november(20), 1000);
      const noShow = await shop.appointment(corte, november(4), 1000);
      expect((await mark(noShow, 'no_show')).status).toBe(200);
      const cancelled = await shop.appointment(corte, november(5), 1000);
      await t.orm.em.fork().nativeUpdate(Booking, { id: cancelled.id }, { cancelledAt: new Date() });
      const trashed = await attended(corte, november(6), 1000);
      expect((await t.as(owner).delete(`/api/appointment/admin/delete/trash/${trashed.id}`)).status).toBe(200);
      await attended(theirs, november(2), 1000);

      const { body } = await statementOf(barber);
      expect(body.appointments.map((line: Record<string, unknown>) => line.date)).toEqual(['2026-11-02']);
      expect(body.totals).toEqual({
        appointments: 1,
        gross: 35,
        barberPart: 17.5,
        shopPart: 17.5,
        keptDeposits: 0,
        keptDepositsCommission: 0,
        advances: 0,
        adjustment: 0,
        toPay: 17.5,
      });
      expect(body.unmarked).toEqual([
        { id: unmarked.id, date: '2026-11-03', hour: 1000, label: '10:00', clientFirstName: 'Carlos', jobId: corte.id, service: 'Corte', price: 35 },
        { id: today.id, date: '2026-11-15', hour: 1130, label: '11:30', clientFirstName: 'Bia', jobId: corte.id, service: 'Corte', price: 35 },
      ]);
      expect(JSON.stringify(body)).not.toMatch(/Souza|Eduardo|Lima|Reis|11912345678/);
    });

    it('counts a walk-in the barber booked like any other', async () => {
      await setRate({ percent: 50, startsOn: '2026-11-01' });
      const walkIn = await t.as(barber).post('/api/appointment/admin/create', {
        clientName: 'Cliente Balcão',
        clientContact: '11955554444',
        hour: 1500,
        ...november(16),
        jobId: corte.id,
        userId: barber.id,
      });
      expect(walkIn.status).toBe(200);
      freezeAt(november(17), 1200);
      expect((await t.as(barber).put(`/api/appointment/admin/attendance/${walkIn.body.id}`, { attendance: 'attended' })).status).toBe(200);
      const { body } = await statementOf(barber, NOVEMBER, barber);
      expect(body.appointments).toEqual([expect.objectContaining({ id: walkIn.body.id, clientFirstName: 'Cliente', price: 35, commission: 17.5 })]);
    });

    it('keeps the money of an erased client and drops the name', async () => {
      await setRate({ percent: 50, startsOn: '2026-11-01' });
      const booking = await shop.appointment(corte, november(2), 1000, { clientName: 'Lia Prado', clientContact: '11933332222' });
      expect((await mark(booking, 'attended')).status).toBe(200);
      expect((await t.as(barber).delete('/api/appointment/admin/clients/11933332222')).status).toBe(200);
      const { body } = await statementOf(barber);
      expect(body.appointments).toEqual([expect.objectContaining({ id: booking.id, clientFirstName: '', price: 35, commission: 17.5 })]);
      expect(body.totals).toEqual({
        appointments: 1,
        gross: 35,
        barberPart: 17.5,
        shopPart: 17.5,
        keptDeposits: 0,
        keptDepositsCommission: 0,
        advances: 0,
        adjustment: 0,
        toPay: 17.5,
      });
    });

    it('says when the barber has no rate, or a booking is from before the first one: no commission, never 0', async () => {
      await attended(corte, november(2), 1000);
      const none = await statementOf(barber);
      expect(none.status).toBe(200);
      expect(none.body).toMatchObject({ rateMissing: true, totals: { appointments: 1, gross: 35, barberPart: null, shopPart: null } });
      expect(none.body.appointments[0]).toMatchObject({ rate: null, commission: null });

      await setRate({ percent: 50, startsOn: '2026-11-03' });
      await attended(corte, november(4), 1000);
      const partly = await statementOf(barber);
      expect(partly.body.rateMissing).toBe(true);
      expect(partly.body.totals).toEqual({
        appointments: 2,
        gross: 70,
        barberPart: null,
        shopPart: null,
        keptDeposits: 0,
        keptDepositsCommission: 0,
        advances: 0,
        adjustment: 0,
        toPay: null,
      });
      expect(partly.body.appointments.map((line: Record<string, unknown>) => line.commission)).toEqual([null, 17.5]);
      expect((await statementOf(barber, 'from=2026-11-03&to=2026-11-30')).body).toMatchObject({ rateMissing: false, totals: { barberPart: 17.5 } });
    });

    it('is the barber’s own or, for the owner, anyone’s', async () => {
      expect((await statementOf(barber, NOVEMBER, barber)).status).toBe(200);
      const refused = await statementOf(other, NOVEMBER, barber);
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('FORBIDDEN');
      expect((await statementOf(other, NOVEMBER, owner)).status).toBe(200);
      expect((await t.as(owner).get(`/api/commission/statement?userId=${UNKNOWN_ID}&${NOVEMBER}`)).status).toBe(404);
      expect((await t.get(`/api/commission/statement?userId=${barber.id}&${NOVEMBER}`)).status).toBe(401);
    });

    it('covers a real period of 1 to 366 days', async () => {
      const cases: [string, number, string][] = [
        ['from=2026-12-31&to=2026-12-01', 400, 'STATEMENT_PERIOD_REVERSED'],
        ['from=2027-01-01&to=2028-01-02', 400, 'STATEMENT_PERIOD_TOO_LONG'],
        ['from=2026-02-01&to=2026-02-30', 400, 'VALIDATION_ERROR'],
        ['from=dezembro&to=2026-12-31', 400, 'VALIDATION_ERROR'],
        ['from=2026-12-01', 400, 'VALIDATION_ERROR'],
        ['from=1999-12-01&to=1999-12-31', 400, 'VALIDATION_ERROR'],
      ];
      for (const [period, status, code] of cases) {
        const response = await statementOf(barber, period);
        expect({ period, status: response.status, code: response.body.code }).toEqual({ period, status, code });
      }
      expect((await statementOf(barber, 'from=2028-01-01&to=2028-12-31')).status).toBe(200);
      expect((await statementOf(barber, 'from=2026-12-15&to=2026-12-15')).status).toBe(200);
    });
  });
});
