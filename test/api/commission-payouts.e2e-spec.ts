import { Settings } from 'luxon';
import { Barber } from '../../backend/src/modules/barbers/domain/barber.entity';
import { Booking } from '../../backend/src/modules/booking/domain/booking/booking.entity';
import { Service } from '../../backend/src/modules/services/domain/service.entity';
import { LocalDate } from '../../backend/src/shared/time/local-date';
import { ShopClock } from '../../backend/src/shared/time/shop-clock';
import { ShopBuilder } from '../support/shop-builder';
import { CORTE, standardShop } from '../support/standard-shop';
import { TestApp } from '../support/test-app';

const UNKNOWN_ID = '6c1e1e4e-1111-4a2b-9c3d-000000000000';
/** The shop's clock stands at 15 November 2026, 12:00, as in commission.e2e-spec (month 10 is November). */
const TODAY: LocalDate = { year: 2026, month: 10, day: 15 };
const november = (day: number): LocalDate => ({ year: 2026, month: 10, day });
const WEEK_1 = { from: '2026-11-01', to: '2026-11-07' };
const WEEK_2 = { from: '2026-11-08', to: '2026-11-14' };
type Period = { from: string; to: string };
type Row = Record<string, unknown>;

describe('commission: advances, kept deposits, paid periods, the month and the CSV', () => {
  let t: TestApp;
  let shop: ShopBuilder;
  let owner: Barber;
  let barber: Barber;
  let other: Barber;
  let corte: Service;

  beforeAll(async () => {
    t = await TestApp.start();
  });
  beforeEach(async () => {
    const instant = t.app.get(ShopClock).instantOf(TODAY, 1200).getTime();
    Settings.now = () => instant;
    ({ shop, owner, barber, other, corte } = await standardShop(t, {
      owner: true,
      barber: { services: { corte: CORTE } },
      other: { services: { theirs: CORTE } },
    }));
  });
  afterEach(() => {
    Settings.now = () => Date.now();
  });
  afterAll(() => t.close());

  const query = (who: Barber, period: Period) => `userId=${who.id}&from=${period.from}&to=${period.to}`;
  const setRate = (body: Row, who: Barber = barber) => t.as(owner).post('/api/commission/rates', { userId: who.id, startsOn: '2026-10-01', ...body });
  const statementOf = (who: Barber, period: Period, as: Barber = owner) => t.as(as).get(`/api/commission/statement?${query(who, period)}`);
  const pay = (who: Barber, period: Period, as: Barber = owner) => t.as(as).post('/api/commission/payouts', { userId: who.id, ...period });
  const advance = (body: Row, as: Barber = owner) => t.as(as).post('/api/commission/advances', { userId: barber.id, ...body });
  const mark = (booking: Booking, attendance: 'attended' | 'no_show') =>
    t.as(owner).put(`/api/appointment/admin/attendance/${booking.id}`, { attendance });
  const attended = async (job: Service, day: number, clientName = 'Maria Souza') => {
    const booking = await shop.appointment(job, november(day), 1000, { clientName, clientContact: '11987654321' });
    expect((await mark(booking, 'attended')).status).toBe(200);
    return booking;
  };
  /** A no-show whose confirmed Pix deposit of `cents` the shop kept (the booking module turns confirmed into kept). */
  const keptDeposit = async (job: Service, day: number, cents: number) => {
    const booking = await shop.appointment(job, november(day), 1400, { clientName: 'Rui Faltoso', clientContact: '11911112222' });
    await t.orm.em.getConnection().execute(
      `update appointment set deposit_cents = ?, deposit_status = 'confirmed', deposit_hold_minutes = 15, deposit_hold_until = now(),
              deposit_confirmed_at = now(), deposit_cancel_in_time = 'refund', deposit_credit_cents = 0, deposit_paid_cents = ?,
              deposit_refund_due_cents = 0, deposit_refunded_cents = 0, deposit_credited_cents = 0
        where id = ?`,
      [cents, cents, booking.id],
    );
    const marked = await mark(booking, 'no_show');
    expect(marked.body.deposit.status).toBe('kept');
    return booking;
  };

  describe('advances (vales)', () => {
    it('are recorded by the owner, listed and deducted in the period’s statement, and deleted while the day is unpaid', async () => {
      await setRate({ percent: 50 });
      await attended(corte, 2);
      const created = await advance({ day: '2026-11-03', amount: 10.5, note: 'Adiantamento' });
      expect(created.status).toBe(201);
      expect(created.body).toEqual({
        id: expect.any(String),
        userId: barber.id,
        day: '2026-11-03',
        amount: 10.5,
        note: 'Adiantamento',
        createdAt: expect.any(String),
      });
      expect((await advance({ day: '2026-11-20', amount: 5 })).body.note).toBe('');

      const { body } = await statementOf(barber, WEEK_1);
      expect(body.advances).toEqual([created.body]);
      expect(body.totals).toMatchObject({ barberPart: 17.5, advances: 10.5, adjustment: 0, toPay: 7 });

      const removed = await t.as(owner).delete(`/api/commission/advances/${created.body.id}`);
      expect(removed.status).toBe(200);
      expect(removed.body).toEqual(created.body);
      expect((await t.as(owner).delete(`/api/commission/advances/${created.body.id}`)).status).toBe(404);
      expect((await statementOf(barber, WEEK_1)).body.totals).toMatchObject({ advances: 0, toPay: 17.5 });
    });

    it('refuse bad input with the error body, and anyone but the owner', async () => {
      const cases: [Row, number, string][] = [
        [{ day: '2026-11-03', amount: 0 }, 400, 'COMMISSION_ADVANCE_INVALID'],
        [{ day: '2026-11-03', amount: -5 }, 400, 'COMMISSION_ADVANCE_INVALID'],
        [{ day: '2026-11-03', amount: 10.005 }, 400, 'COMMISSION_ADVANCE_INVALID'],
        [{ day: '2026-11-03', amount: 100_000.01 }, 400, 'COMMISSION_ADVANCE_INVALID'],
        [{ day: '2026-11-03', amount: '10' }, 400, 'VALIDATION_ERROR'],
        [{ day: '2026-11-03', amount: 10, note: 'x'.repeat(201) }, 400, 'VALIDATION_ERROR'],
        [{ day: '2026-11-31', amount: 10 }, 400, 'VALIDATION_ERROR'],
        [{ day: '03/11/2026', amount: 10 }, 400, 'VALIDATION_ERROR'],
        [{ amount: 10 }, 400, 'VALIDATION_ERROR'],
        [{ day: '2026-11-03', amount: 10, extra: true }, 400, 'VALIDATION_ERROR'],
        [{ day: '2026-11-03', amount: 10, userId: UNKNOWN_ID }, 404, 'NOT_FOUND'],
      ];
      for (const [body, status, code] of cases) {
        const response = await advance(body);
        expect({ body, status: response.status, code: response.body.code }).toEqual({ body, status, code });
      }
      expect((await advance({ day: '2026-11-03', amount: 100_000, note: 'x'.repeat(200) })).status).toBe(201);
      const refused = await advance({ day: '2026-11-03', amount: 10 }, barber);
      expect(refused.body).toEqual({ statusCode: 403, code: 'FORBIDDEN', message: 'Só o dono da barbearia registra e apaga vales.' });
      const mine = await advance({ day: '2026-11-04', amount: 10 });
      expect((await t.as(barber).delete(`/api/commission/advances/${mine.body.id}`)).status).toBe(403);
      expect((await t.as(owner).delete('/api/commission/advances/vale')).status).toBe(400);
      expect((await t.request('DELETE', `/api/commission/advances/${mine.body.id}`)).status).toBe(401);
    });

    it('can be neither added nor deleted on a day already paid', async () => {
      await setRate({ percent: 50 });
      const early = await advance({ day: '2026-11-03', amount: 10 });
      expect((await pay(barber, WEEK_1)).status).toBe(201);
      const deleted = await t.as(owner).delete(`/api/commission/advances/${early.body.id}`);
      expect(deleted.status).toBe(409);
      expect(deleted.body.code).toBe('COMMISSION_PERIOD_PAID');
      expect((await advance({ day: '2026-11-07', amount: 10 })).body.code).toBe('COMMISSION_PERIOD_PAID');
      expect((await advance({ day: '2026-11-08', amount: 10 })).status).toBe(201);
      expect((await advance({ day: '2026-11-03', amount: 10, userId: other.id })).status).toBe(201);
    });
  });

  describe('kept deposits and the settings', () => {
    it('stay the shop’s by default; split by the rate when the owner says so, a fixed rate never above the deposit', async () => {
      await setRate({ percent: 50 });
      await attended(corte, 2);
      const kept = await keptDeposit(corte, 3, 1000);
      expect((await t.as(barber).get('/api/commission/settings')).body).toEqual({ splitKeptDeposits: false });
      const before = await statementOf(barber, WEEK_1);
      expect(before.body).toMatchObject({
        splitKeptDeposits: false,
        keptDeposits: [],
        totals: { keptDeposits: 0, keptDepositsCommission: 0, toPay: 17.5 },
      });

      const refused = await t.as(barber).put('/api/commission/settings', { splitKeptDeposits: true });
      expect(refused.status).toBe(403);
      expect((await t.as(owner).put('/api/commission/settings', { splitKeptDeposits: 'sim' })).status).toBe(400);
      expect((await t.as(owner).put('/api/commission/settings', {})).status).toBe(400);
      const saved = await t.as(owner).put('/api/commission/settings', { splitKeptDeposits: true });
      expect(saved.status).toBe(200);
      expect(saved.body).toEqual({ splitKeptDeposits: true });

      const split = await statementOf(barber, WEEK_1);
      expect(split.body.keptDeposits).toEqual([
        {
          id: kept.id,
          date: '2026-11-03',
          hour: 1400,
          label: '14:00',
          clientFirstName: 'Rui',
          jobId: corte.id,
          service: 'Corte',
          deposit: 10,
          rate: expect.objectContaining({ percent: 50 }),
          commission: 5,
        },
      ]);
      expect(split.body.totals).toMatchObject({ barberPart: 17.5, keptDeposits: 10, keptDepositsCommission: 5, toPay: 22.5 });

      // A no-show corrected to attended is a cut like any other: its deposit is not counted a second time.
      const corrected = await keptDeposit(corte, 4, 1000);
      expect((await mark(corrected, 'attended')).status).toBe(200);
      expect((await statementOf(barber, WEEK_1)).body).toMatchObject({
        keptDeposits: [expect.objectContaining({ id: kept.id })],
        totals: { appointments: 2, keptDeposits: 10, toPay: 40 },
      });

      await setRate({ jobId: corte.id, fixed: 20, startsOn: '2026-11-01' });
      const capped = await statementOf(barber, WEEK_1);
      expect(capped.body.keptDeposits[0].commission).toBe(10);
      expect(capped.body.totals).toMatchObject({ barberPart: 40, keptDepositsCommission: 10, toPay: 50 });
    });

    it('are not retroactive: a payout keeps the setting it was computed with', async () => {
      await setRate({ percent: 50 });
      await keptDeposit(corte, 3, 1000);
      await t.as(owner).put('/api/commission/settings', { splitKeptDeposits: true });
      const paid = await pay(barber, WEEK_1);
      expect(paid.body).toMatchObject({ splitKeptDeposits: true, totals: { keptDeposits: 10, keptDepositsCommission: 5, paid: 5 } });
      expect(paid.body.keptDeposits).toEqual([expect.objectContaining({ amount: 10, commission: 5, percent: 50 })]);

      await t.as(owner).put('/api/commission/settings', { splitKeptDeposits: false });
      const week1 = await statementOf(barber, WEEK_1);
      expect(week1.body).toMatchObject({ changedSincePaid: false, payout: { id: paid.body.id, totals: { paid: 5 } } });
      expect((await statementOf(barber, WEEK_2)).body.totals).toMatchObject({ adjustment: 0, toPay: 0 });
    });
  });

  describe('paying a period', () => {
    it('freezes its figures and lines without client names, and lists it for the barber', async () => {
      await setRate({ percent: 50 });
      const first = await attended(corte, 2, 'Maria Souza');
      await attended(corte, 3, 'Joana Prado');
      await advance({ day: '2026-11-05', amount: 10 });
      const paid = await pay(barber, WEEK_1);
      expect(paid.status).toBe(201);
      expect(paid.body).toEqual({
        id: expect.any(String),
        userId: barber.id,
        from: '2026-11-01',
        to: '2026-11-07',
        paidAt: expect.any(String),
        splitKeptDeposits: false,
        totals: {
          appointments: 2,
          gross: 70,
          shopPart: 35,
          barberPart: 35,
          keptDeposits: 0,
          keptDepositsCommission: 0,
          advances: 10,
          adjustment: 0,
          paid: 25,
        },
        appointments: [
          {
            id: first.id,
            date: '2026-11-02',
            hour: 1000,
            label: '10:00',
            jobId: corte.id,
            service: 'Corte',
            amount: 35,
            percent: 50,
            fixed: null,
            commission: 17.5,
          },
          expect.objectContaining({ date: '2026-11-03', commission: 17.5 }),
        ],
        keptDeposits: [],
      });
      expect(JSON.stringify(paid.body)).not.toMatch(/Maria|Joana|Souza|Prado/);
      const [stored] = await t.orm.em.getConnection().execute('select lines::text as lines from commission_payout');
      expect(stored.lines).not.toMatch(/Maria|Joana/);

      const statement = await statementOf(barber, WEEK_1, barber);
      expect(statement.body).toMatchObject({
        payout: paid.body,
        changedSincePaid: false,
        totals: { barberPart: 35, advances: 10, adjustment: 0, toPay: 0 },
      });
      const listed = await t.as(barber).get(`/api/commission/payouts?userId=${barber.id}`);
      expect(listed.status).toBe(200);
      expect(listed.body).toEqual([paid.body]);
      expect((await t.as(owner).get(`/api/commission/payouts?userId=${other.id}`)).body).toEqual([]);
    });

    it('never rewrites a paid period: a later change is a warning there and an adjustment in the next one', async () => {
      await setRate({ percent: 50 });
      await attended(corte, 2);
      const late = await shop.appointment(corte, november(4), 1000, { clientName: 'Carlos Lima', clientContact: '11912345678' });
      const paid = await pay(barber, WEEK_1);
      expect(paid.body.totals).toMatchObject({ appointments: 1, paid: 17.5 });

      expect((await mark(late, 'attended')).status).toBe(200);
      const week1 = await statementOf(barber, WEEK_1);
      expect(week1.body).toMatchObject({
        changedSincePaid: true,
        payout: { id: paid.body.id, totals: { appointments: 1, barberPart: 17.5, paid: 17.5 } },
      });
      // The period as it stands now; still to pay, only the difference (the next payout takes it in).
      expect(week1.body.totals).toMatchObject({ appointments: 2, barberPart: 35, adjustment: 17.5, toPay: 17.5 });

      await attended(corte, 9);
      const week2 = await statementOf(barber, WEEK_2);
      expect(week2.body).toMatchObject({ changedSincePaid: false, payout: null, totals: { barberPart: 17.5, adjustment: 17.5, toPay: 35 } });
      const paid2 = await pay(barber, WEEK_2);
      expect(paid2.body.totals).toMatchObject({ barberPart: 17.5, adjustment: 17.5, paid: 35 });

      // Settled: the next period owes nothing more; a second change adds only its own difference (here a paid booking trashed).
      const week3 = { from: '2026-11-15', to: '2026-11-21' };
      expect((await statementOf(barber, week3)).body.totals).toMatchObject({ adjustment: 0, toPay: 0 });
      expect((await t.as(owner).delete(`/api/appointment/admin/delete/trash/${late.id}`)).status).toBe(200);
      expect((await statementOf(barber, week3)).body.totals).toMatchObject({ adjustment: -17.5, toPay: -17.5 });
      const [frozen] = await t.orm.em.getConnection().execute('select paid_cents from commission_payout where id = ?', [paid.body.id]);
      expect(Number(frozen.paid_cents)).toBe(1750);
    });

    it('refuses a period sharing a day with a paid one (409 COMMISSION_PERIOD_PAID), the database too', async () => {
      await setRate({ percent: 50 });
      await setRate({ percent: 40 }, other);
      expect((await pay(barber, WEEK_1)).status).toBe(201);
      for (const period of [WEEK_1, { from: '2026-11-07', to: '2026-11-10' }, { from: '2026-10-25', to: '2026-11-01' }]) {
        const again = await pay(barber, period);
        expect(again.status).toBe(409);
        expect(again.body).toEqual({
          statusCode: 409,
          code: 'COMMISSION_PERIOD_PAID',
          message: 'Este período (ou parte dele) já foi pago a este barbeiro: um repasse pago não muda.',
        });
      }
      expect((await pay(barber, WEEK_2)).status).toBe(201);
      expect((await pay(other, WEEK_1)).status).toBe(201);
      await expect(
        t.orm.em.getConnection().execute(
          `insert into commission_payout (id, barber_id, period_from, period_to, appointments, gross_cents, shop_cents, barber_cents,
             kept_deposits_cents, kept_deposits_commission_cents, advances_cents, adjustment_cents, paid_cents, split_kept_deposits, lines)
           values (gen_random_uuid(), ?, '2026-11-05', '2026-11-05', 0, 0, 0, 0, 0, 0, 0, 0, 0, false, '{}')`,
          [barber.id],
        ),
      ).rejects.toThrow(/commission_payout_no_overlap/);
    });

    it('refuses a barber without a rate for a counted booking (409 COMMISSION_RATE_MISSING), a period not over, bad periods and anyone but the owner', async () => {
      await attended(corte, 2);
      const missing = await pay(barber, WEEK_1);
      expect(missing.status).toBe(409);
      expect(missing.body.code).toBe('COMMISSION_RATE_MISSING');
      await setRate({ percent: 50, startsOn: '2026-11-03' });
      expect((await pay(barber, WEEK_1)).body.code).toBe('COMMISSION_RATE_MISSING');
      expect((await pay(barber, { from: '2026-11-03', to: '2026-11-07' })).status).toBe(201);

      const cases: [Period, number, string][] = [
        [{ from: '2026-11-15', to: '2026-11-21' }, 400, 'COMMISSION_PERIOD_NOT_OVER'],
        [{ from: '2026-11-14', to: '2026-11-08' }, 400, 'STATEMENT_PERIOD_REVERSED'],
        [{ from: '2025-01-01', to: '2026-01-02' }, 400, 'STATEMENT_PERIOD_TOO_LONG'],
        [{ from: '2026-11-31', to: '2026-12-01' }, 400, 'VALIDATION_ERROR'],
      ];
      for (const [period, status, code] of cases) {
        const response = await pay(barber, period);
        expect({ period, status: response.status, code: response.body.code }).toEqual({ period, status, code });
      }
      expect((await t.as(owner).post('/api/commission/payouts', { userId: UNKNOWN_ID, ...WEEK_2 })).status).toBe(404);
      expect((await pay(barber, WEEK_2, barber)).status).toBe(403);
      expect((await t.post('/api/commission/payouts', { userId: barber.id, ...WEEK_2 })).status).toBe(401);
    });

    it('pays a period once under concurrent requests', async () => {
      await setRate({ percent: 50 });
      await attended(corte, 2);
      const answers = await Promise.all([pay(barber, WEEK_1), pay(barber, WEEK_1), pay(barber, { from: '2026-11-05', to: '2026-11-09' })]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
      expect(answers.filter((answer) => answer.status === 409).map((answer) => answer.body.code)).toEqual([
        'COMMISSION_PERIOD_PAID',
        'COMMISSION_PERIOD_PAID',
      ]);
      const [{ count }] = await t.orm.em.getConnection().execute('select count(*)::int as count from commission_payout');
      expect(count).toBe(1);
    });
  });

  describe('who reads what', () => {
    it('a barber reads only their own statement, CSV and payouts, and never the month', async () => {
      expect((await statementOf(other, WEEK_1, barber)).status).toBe(403);
      expect((await t.as(barber).get(`/api/commission/statement.csv?${query(other, WEEK_1)}`)).status).toBe(403);
      const payouts = await t.as(barber).get(`/api/commission/payouts?userId=${other.id}`);
      expect(payouts.status).toBe(403);
      expect(payouts.body.code).toBe('FORBIDDEN');
      expect((await t.as(barber).get(`/api/commission/payouts?userId=${barber.id}`)).status).toBe(200);
      expect((await t.as(owner).get(`/api/commission/payouts?userId=${UNKNOWN_ID}`)).status).toBe(404);
      const month = await t.as(barber).get('/api/commission/month?year=2026&month=10');
      expect(month.status).toBe(403);
      expect(month.body.code).toBe('FORBIDDEN');
      expect((await t.get('/api/commission/month?year=2026&month=10')).status).toBe(401);
    });
  });

  describe('the month', () => {
    it('lists every active barber, and a deactivated one with movement, with gross, their part, to pay and whether it is paid', async () => {
      await setRate({ percent: 50 });
      await attended(corte, 2);
      await attended(corte, 10);
      await advance({ day: '2026-11-11', amount: 5 });
      expect((await pay(barber, WEEK_1)).status).toBe(201);
      const gone = await shop.barber({ username: 'antigo', active: false });
      await shop.barber({ username: 'parado', active: false });
      const goneJob = await shop.job(gone, CORTE);
      await attended(goneJob, 4);

      const response = await t.as(owner).get('/api/commission/month?year=2026&month=10');
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ year: 2026, month: 10, from: '2026-11-01', to: '2026-11-30' });
      const rows = response.body.barbers as Row[];
      expect(rows.map((row) => row.username)).toEqual(['dono', 'joao', 'pedro', 'antigo']);
      expect(rows[1]).toEqual({
        userId: barber.id,
        username: 'joao',
        displayName: expect.any(String),
        active: true,
        appointments: 2,
        gross: 70,
        barberPart: 35,
        advances: 5,
        toPay: 12.5,
        paidState: 'partly',
        paid: 17.5,
        rateMissing: false,
        unmarked: 0,
      });
      expect(rows[2]).toMatchObject({
        username: 'pedro',
        appointments: 0,
        gross: 0,
        barberPart: null,
        toPay: null,
        paidState: 'unpaid',
        rateMissing: true,
      });
      expect(rows[3]).toMatchObject({ username: 'antigo', active: false, appointments: 1, gross: 35, rateMissing: true });

      for (const bad of ['year=2026&month=12', 'year=2026&month=-1', 'month=10', 'year=26&month=10', 'year=2026&month=novembro']) {
        const refused = await t.as(owner).get(`/api/commission/month?${bad}`);
        expect({ bad, status: refused.status, code: refused.body.code }).toEqual({ bad, status: 400, code: 'VALIDATION_ERROR' });
      }
    });
  });

  describe('the CSV', () => {
    it('is the statement for Excel pt-BR: BOM, ";", CRLF, decimal comma, first names only, formulas kept as text', async () => {
      await setRate({ percent: 50 });
      await attended(corte, 2, 'Maria Souza');
      await attended(corte, 3, '=HYPERLINK("x") Silva');
      await advance({ day: '2026-11-04', amount: 10, note: '-10 de desconto; acertado' });
      const response = await t.as(barber).get(`/api/commission/statement.csv?${query(barber, WEEK_1)}`);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe('attachment; filename="repasse-joao-2026-11-01-a-2026-11-07.csv"');
      const text = response.body as string;
      expect(text.startsWith('\uFEFFTipo;Data;Horário;Cliente;Serviço;Valor;Comissão;Parte do barbeiro\r\n')).toBe(true);
      const lines = text.slice(1).split('\r\n');
      expect(lines).toEqual([
        'Tipo;Data;Horário;Cliente;Serviço;Valor;Comissão;Parte do barbeiro',
        'Atendimento;2026-11-02;10:00;Maria;Corte;35,00;50 %;17,50',
        'Atendimento;2026-11-03;10:00;"\'=HYPERLINK(""x"")";Corte;35,00;50 %;17,50',
        'Vale;2026-11-04;;;"\'-10 de desconto; acertado";;;-10,00',
        'Total;;;;Bruto;;;70,00',
        'Total;;;;Cota-parte da barbearia;;;35,00',
        'Total;;;;Parte do barbeiro;;;35,00',
        'Total;;;;Sinais retidos (parte do barbeiro);;;0,00',
        'Total;;;;Vales;;;-10,00',
        'Total;;;;Ajuste de períodos pagos;;;0,00',
        'Total;;;;A pagar;;;25,00',
        '',
      ]);
      expect(text).not.toMatch(/Souza|Silva/);
      expect((await t.as(owner).get(`/api/commission/statement.csv?userId=${barber.id}&from=2026-11-07&to=2026-11-01`)).body.code).toBe(
        'STATEMENT_PERIOD_REVERSED',
      );
    });
  });
});
