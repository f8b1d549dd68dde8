import { Settings } from 'luxon';
import { hasError, isStaticPix, parsePix } from 'pix-utils';
import { Barber } from '../../backend/src/modules/barbers/domain/barber.entity';
import { BookingDeposit } from '../../backend/src/modules/booking/domain/booking/booking-deposit';
import { txidFor } from '../../backend/src/modules/payments/domain/br-code';
import { BookingDeposits } from '../../backend/src/modules/booking/deposit/booking-deposits';
import { Service } from '../../backend/src/modules/services/domain/service.entity';
import { LocalDate } from '../../backend/src/shared/time/local-date';
import { decodeBrCode } from '../support/br-code-reader';
import { PIX_TERMS } from '../support/pix-terms';
import { ShopBuilder } from '../support/shop-builder';
import { standardShop } from '../support/standard-shop';
import { ApiResponse, TEST_PUSH_ORIGIN, TestApp } from '../support/test-app';

const MARIA = { clientName: 'Maria Souza', clientContact: '11987654321' };
const MINUTE_MS = 60_000;

/**
 * The booking side of the Pix deposit, through the real app on PostgreSQL: which bookings ask for it,
 * the slot it holds, the Pix code, the hold's job (the app's clock moved by the test, the job made due
 * by the test), "Já paguei", "Sinal recebido" racing the expiry, and a cancellation's refund or credit.
 */
describe('the Pix deposit of a booking ("sinal")', () => {
  let t: TestApp;
  let shop: ShopBuilder;
  let owner: Barber;
  let barber: Barber;
  let corte: Service;
  let day: LocalDate;

  beforeAll(async () => {
    t = await TestApp.start();
  });
  beforeEach(async () => {
    ({ shop, owner, barber, corte, day } = await standardShop(t, { owner: true }));
  });
  afterEach(() => {
    Settings.now = () => Date.now();
  });
  afterAll(() => t.close());

  async function terms(changes: Partial<typeof PIX_TERMS> = {}): Promise<void> {
    const saved = await t.as(owner).put('/api/payments/settings', { ...PIX_TERMS, ...changes });
    expect(saved.status).toBe(200);
  }

  function book(
    hour = 1000,
    client: { clientName: string; clientContact: string } = MARIA,
    service = corte,
    extra: object = {},
  ): Promise<ApiResponse> {
    return t.post('/api/appointment/create', { ...day, hour, jobId: service.id, userId: barber.id, ...client, ...extra });
  }

  async function booked(hour = 1000, client = MARIA, service = corte): Promise<ApiResponse> {
    const response = await book(hour, client, service);
    expect(response.status).toBe(200);
    return response;
  }

  const quote = (service = corte) => t.get(`/api/payments/deposit-quote?userId=${barber.id}&jobId=${service.id}`);
  const manage = (token: string) => `/api/appointment/manage/${token}`;
  const confirm = (id: string, as: Barber = barber) => t.as(as).post(`/api/appointment/admin/${id}/deposit/confirm`);

  /** Moves the app's clock (luxon's, the shop's clock) by `ms` from now on. */
  function moveClock(ms: number): void {
    Settings.now = () => Date.now() + ms;
  }

  /** Makes every waiting hold job due now, as if the queue's clock had reached them. */
  async function holdJobsDue(): Promise<void> {
    await t.orm.em
      .fork()
      .getConnection()
      .execute("update pgboss.job set start_after = now() where name = 'deposit-holds' and state in ('created', 'retry')");
  }

  async function until(condition: () => Promise<boolean>, what: string): Promise<void> {
    const deadline = Date.now() + 30_000;
    while (!(await condition())) {
      if (Date.now() > deadline) throw new Error(`Still waiting for: ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async function holdJobs(): Promise<{ state: string; data: { appointmentId: string; round: number } }[]> {
    return t.orm.em.fork().getConnection().execute("select state, data from pgboss.job where name = 'deposit-holds' order by created_on");
  }

  async function holdJobsSettled(): Promise<void> {
    await until(async () => {
      const [row] = await t.orm.em
        .fork()
        .getConnection()
        .execute(
          "select count(*)::int as due from pgboss.job where name = 'deposit-holds' and state in ('created', 'retry', 'active') and start_after <= now()",
        );
      return row.due === 0;
    }, 'the hold jobs to run');
  }

  /** What is left of the credit a booking earned, in centavos (null when it earned none). */
  async function creditLeft(earnedBy: string): Promise<number | null> {
    const [row] = await t.orm.em
      .fork()
      .getConnection()
      .execute('select sum(remaining_cents)::int as left from deposit_credit where earned_by = ?', [earnedBy]);
    return row.left;
  }

  async function depositRow(id: string): Promise<Record<string, unknown>> {
    const [row] = await t.orm.em
      .fork()
      .getConnection()
      .execute('select deposit_status, deposit_hold_until, cancelled_at, previous_payment from appointment where id = ?', [id]);
    return row;
  }

  describe('which bookings ask for it', () => {
    it('none without the owner’s terms, nor with the deposit off', async () => {
      const free = await booked(1000);
      expect(free.body.deposit).toBeUndefined();
      expect(free.body.depositPayment).toBeUndefined();
      expect((await quote()).body).toEqual({ required: false, amount: null, credit: null, toPay: null, appliesTo: null, terms: null });

      await terms({ depositRule: 'off' });
      expect((await booked(1100)).body.depositPayment).toBeUndefined();
    });

    it('always: every online booking waits for it, holding its slot', async () => {
      await terms();
      const expected = await quote();
      expect(expected.status).toBe(200);
      expect(expected.body).toMatchObject({ required: true, amount: 10.5, credit: 0, toPay: 10.5, appliesTo: 'always' });
      expect(expected.body.terms).toMatchObject({ holdMinutes: 15, cancelInTime: 'refund', cancelMinHours: 2 });
      expect(expected.body.terms.rules.join(' ')).toMatch(/15 minutos[\s\S]*devolvido[\s\S]*falta/);

      const before = Date.now();
      const response = await booked(1000);
      expect(response.body.deposit).toMatchObject({ amount: 10.5, toPay: 10.5, credit: 0, status: 'pending', reportedPaidAt: null });
      const holdUntil = Date.parse(response.body.deposit.holdUntil);
      expect(holdUntil).toBeGreaterThanOrEqual(before + 15 * MINUTE_MS - 1000);
      expect(holdUntil).toBeLessThanOrEqual(Date.now() + 15 * MINUTE_MS + 1000);
      expect(response.body.depositPayment).toMatchObject({ amount: 10.5, toPay: 10.5, status: 'pending', holdMinutes: 15, reportedPaid: false });
      expect(response.body.previousPayment).toBe(false);

      const second = await book(1000, { clientName: 'Outro Cliente', clientContact: '11912345678' });
      expect(second.status).toBe(409);
      expect(second.body.code).toBe('HOUR_CONFLICT');

      // The barber's walk-in never asks for one.
      const walkIn = await t
        .as(barber)
        .post('/api/appointment/admin/create', { ...day, hour: 1100, jobId: corte.id, userId: barber.id, clientName: 'Balcão' });
      expect(walkIn.status).toBe(200);
      expect(walkIn.body.deposit).toBeUndefined();
    });

    it('answers the Pix copia e cola that pix-utils and a reader written from the manual read with the amount and the booking’s txid', async () => {
      await terms();
      const { body } = await booked(1000);
      const parsed = parsePix(body.depositPayment.pixCopiaECola);
      if (hasError(parsed) || !isStaticPix(parsed)) throw new Error(`pix-utils refused the code: ${JSON.stringify(parsed)}`);
      expect(parsed).toMatchObject({
        pixKey: '12345678909',
        transactionAmount: 10.5,
        merchantName: 'BARBEARIA DO JOAO',
        merchantCity: 'SAO PAULO',
        txid: txidFor(body.id),
      });
      expect(body.depositPayment.txid).toBe(txidFor(body.id));
      expect(decodeBrCode(body.depositPayment.pixCopiaECola)).toEqual({
        key: '12345678909',
        amountCents: 1050,
        name: 'BARBEARIA DO JOAO',
        city: 'SAO PAULO',
        txid: txidFor(body.id),
      });

      const managed = await t.get(manage(body.manageToken));
      expect(managed.status).toBe(200);
      expect(managed.body.depositPayment).toEqual(body.depositPayment);
    });

    it('first_booking: only a contact that never booked', async () => {
      await terms({ depositAppliesTo: 'first_booking' });
      await shop.appointment(corte, t.daysFromToday(-10), 1000, { clientName: 'Antigo', clientContact: '11900000000' });
      // The quote is the same to anyone: a first booking's deposit; the booking itself knows the contact booked before.
      expect((await quote()).body).toMatchObject({ required: true, appliesTo: 'first_booking', amount: 10.5 });
      expect((await booked(1000, { clientName: 'Antigo', clientContact: '11900000000' })).body.deposit).toBeUndefined();
      expect((await booked(1100, MARIA)).body.deposit).toMatchObject({ status: 'pending' });
    });

    it('past_no_show: only a contact who missed a booking before', async () => {
      await terms({ depositAppliesTo: 'past_no_show' });
      const missed = await shop.appointment(corte, t.daysFromToday(-10), 1000, { clientName: 'Faltou', clientContact: '11911111111' });
      expect((await t.as(barber).put(`/api/appointment/admin/attendance/${missed.id}`, { attendance: 'no_show' })).status).toBe(200);
      expect((await quote()).body).toMatchObject({ required: false, appliesTo: 'past_no_show', amount: 10.5 });
      expect((await booked(1000, { clientName: 'Faltou', clientContact: '11911111111' })).body.deposit).toMatchObject({ status: 'pending' });
      expect((await booked(1100, MARIA)).body.deposit).toBeUndefined();
    });

    it('marked_services: only a service the barber marked, through the service admin API', async () => {
      await terms({ depositAppliesTo: 'marked_services', depositRule: 'percent', depositPercent: 30 } as Partial<typeof PIX_TERMS>);
      const barba = await shop.job(barber, { name: 'Barba', value: 20 });
      const marked = await t.as(barber).put(`/api/job/update/${barba.id}`, { name: 'Barba', value: 20, depositRequired: true });
      expect(marked.status).toBe(200);
      expect(marked.body.depositRequired).toBe(true);
      expect((await t.as(barber).put(`/api/job/update/${barba.id}`, { name: 'Barba', value: 25 })).body.depositRequired).toBe(true);

      expect((await booked(1000, MARIA, corte)).body.deposit).toBeUndefined();
      expect((await booked(1100, MARIA, barba)).body.deposit).toMatchObject({ amount: 7.5, status: 'pending' });
    });
  });

  describe('the hold', () => {
    it('ends unpaid: the job cancels the booking ("sinal não pago"), frees the slot and tells a subscribed client', async () => {
      await terms();
      const pushP256dh = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 3)]).toString('base64url');
      const push = { pushEndpoint: `${TEST_PUSH_ORIGIN}/push/client-1`, pushP256dh, pushAuth: Buffer.alloc(16, 5).toString('base64url') };
      const response = await book(1000, MARIA, corte, push);
      expect(response.status).toBe(200);
      const { id } = response.body;

      // Due but not yet over on the app's clock: nothing happens, the next look is planned.
      await holdJobsDue();
      await until(async () => (await holdJobs()).length === 2, 'the next look at the hold');
      expect(await depositRow(id)).toMatchObject({ deposit_status: 'pending', cancelled_at: null });

      moveClock(16 * MINUTE_MS);
      await holdJobsDue();
      await until(async () => (await depositRow(id)).deposit_status === 'expired', 'the hold to expire');
      expect((await depositRow(id)).cancelled_at).not.toBeNull();
      const agenda = await t.as(barber).get(`/api/appointment/admin/get/${id}`);
      expect(agenda.body.deposit.status).toBe('expired');
      expect(agenda.body.cancelledAt).toBeDefined();

      await until(async () => {
        const rows = await t.orm.em
          .fork()
          .getConnection()
          .execute(
            "select 1 from pgboss.job where name = 'push-messages' and data->'notice'->>'change' = 'deposit_expired' and data->>'appointmentId' = ?",
            [id],
          );
        return rows.length === 1;
      }, 'the client’s push');

      moveClock(0);
      expect((await book(1000, { clientName: 'Outro Cliente', clientContact: '11912345678' })).status).toBe(200);
    });

    it('ended unpaid: the manage link reads what happened (status expired, nothing to pay or change); every write on it is a 404', async () => {
      await terms();
      const pushP256dh = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 3)]).toString('base64url');
      const push = { pushEndpoint: `${TEST_PUSH_ORIGIN}/push/client-1`, pushP256dh, pushAuth: Buffer.alloc(16, 5).toString('base64url') };
      const response = await book(1000, MARIA, corte, push);
      expect(response.status).toBe(200);
      const { id, manageToken } = response.body;
      moveClock(16 * MINUTE_MS);
      await holdJobsDue();
      await until(async () => (await depositRow(id)).deposit_status === 'expired', 'the hold to expire');

      const read = await t.get(manage(manageToken));
      expect(read.status).toBe(200);
      expect(read.headers['cache-control']).toBe('no-store');
      expect(read.body).toMatchObject({
        status: 'expired',
        canChange: false,
        barber: { id: barber.id },
        service: { id: corte.id },
        ...day,
        hour: 1000,
        clientName: MARIA.clientName,
        notifications: { reminders: [] },
        depositPayment: { status: 'expired', pixCopiaECola: null, amount: 10.5, reportedPaid: false },
      });

      const writes = [
        t.post(`${manage(manageToken)}/cancel`),
        t.request('PUT', manage(manageToken), { ...day, hour: 1100, jobId: corte.id }),
        t.post(`${manage(manageToken)}/deposit/paid`),
        t.request('PUT', `${manage(manageToken)}/push`, { ...push, pushEndpoint: `${TEST_PUSH_ORIGIN}/push/client-2` }),
        t.get(`${manage(manageToken)}/calendar.ics`),
        t.get(`${manage(manageToken)}/availability?jobId=${corte.id}&day=${day.day}&month=${day.month}&year=${day.year}`),
      ];
      for (const write of await Promise.all(writes)) {
        expect(write.status).toBe(404);
        expect(write.body.code).toBe('NOT_FOUND');
      }
      expect(await depositRow(id)).toMatchObject({ deposit_status: 'expired' });

      // In the trash, the link reads nothing any more.
      expect((await t.as(barber).delete(`/api/appointment/admin/delete/trash/${id}`)).status).toBe(200);
      expect((await t.get(manage(manageToken))).status).toBe(404);
    });

    it('ended unpaid: the lookup by phone lists it as cancelled (expiredUnpaid) for a day, then no more; a client’s own cancellation not at all', async () => {
      await terms();
      const lookup = async () => (await t.get(`/api/appointment/consultByClientContact/${MARIA.clientContact}`)).body as Record<string, unknown>[];
      const expiring = (await booked(1000)).body;
      const cancelledBeforePaying = (await booked(1100)).body;
      expect((await t.post(`${manage(cancelledBeforePaying.manageToken)}/cancel`)).status).toBe(200);
      moveClock(16 * MINUTE_MS);
      await holdJobsDue();
      await until(async () => (await depositRow(expiring.id)).deposit_status === 'expired', 'the hold to expire');
      const live = (await booked(1130)).body;

      const listed = await lookup();
      expect(listed.map((booking) => booking.id)).toEqual([expiring.id, live.id]);
      expect(listed[0]).toMatchObject({ expiredUnpaid: true, hour: 1000, deposit: { status: 'expired' } });
      expect(listed[0].cancelledAt).toEqual(expect.any(String));
      expect(listed[1]).not.toHaveProperty('expiredUnpaid');
      expect(listed[1]).not.toHaveProperty('cancelledAt');
      // The same fields a live booking of that phone shows: nothing more is told about it.
      expect(Object.keys(listed[0]).sort()).toEqual([...Object.keys(listed[1]), 'cancelledAt', 'expiredUnpaid'].sort());

      moveClock(16 * MINUTE_MS + 23 * 60 * MINUTE_MS);
      expect((await lookup()).map((booking) => booking.id)).toEqual([expiring.id, live.id]);
      moveClock(16 * MINUTE_MS + 25 * 60 * MINUTE_MS);
      expect((await lookup()).map((booking) => booking.id)).toEqual([live.id]);
    });

    it('pending: what is left to pay at the shop is the price less the deposit, in the booking’s answer and its manage link', async () => {
      await terms();
      const { body } = await booked(1000);
      expect(body.depositPayment).toMatchObject({ amount: 10.5, toPay: 10.5, dueAtShop: 24.5 });
      expect((await t.get(manage(body.manageToken))).body.depositPayment).toMatchObject({ amount: 10.5, dueAtShop: 24.5 });
    });

    it('cancelled by the client before paying: the deposit ends expired too, but the link is used up (404), not "expired"', async () => {
      await terms();
      const { body } = await booked(1000);
      const cancelled = await t.post(`${manage(body.manageToken)}/cancel`);
      expect(cancelled.status).toBe(200);
      expect(cancelled.body).toMatchObject({ status: 'cancelled', depositPayment: { status: 'expired', pixCopiaECola: null } });
      expect((await t.get(manage(body.manageToken))).status).toBe(404);
    });

    it('restored from the Lixeira after its hold ended: expires then ("sinal não pago"), the slot free', async () => {
      await terms();
      const { body } = await booked(1000);
      expect((await t.as(barber).delete(`/api/appointment/admin/delete/trash/${body.id}`)).status).toBe(200);
      moveClock(16 * MINUTE_MS);
      await holdJobsDue();
      await holdJobsSettled(); // the job found it in the trash: nothing more planned
      expect(await holdJobs()).toHaveLength(1);
      expect(await depositRow(body.id)).toMatchObject({ deposit_status: 'pending', cancelled_at: null });

      const restored = await t.as(barber).post(`/api/appointment/admin/restore/${body.id}`);
      expect(restored.status).toBe(200);
      expect(restored.body.deposit.status).toBe('expired');
      expect(restored.body.cancelledAt).toEqual(expect.any(String));
      expect((await depositRow(body.id)).deposit_status).toBe('expired');
      expect((await t.get(manage(body.manageToken))).body).toMatchObject({ status: 'expired', depositPayment: { status: 'expired' } });
      expect((await book(1000, { clientName: 'Outro Cliente', clientContact: '11912345678' })).status).toBe(200);
    });

    it('restored from the Lixeira while its hold runs: its job is planned again and expires it when the hold ends', async () => {
      await terms();
      const { body } = await booked(1000);
      expect((await t.as(barber).delete(`/api/appointment/admin/delete/trash/${body.id}`)).status).toBe(200);
      await holdJobsDue();
      await holdJobsSettled(); // run early, while it was in the trash: nothing more planned
      expect(await holdJobs()).toHaveLength(1);

      const restored = await t.as(barber).post(`/api/appointment/admin/restore/${body.id}`);
      expect(restored.status).toBe(200);
      expect(restored.body.deposit.status).toBe('pending');
      expect((await holdJobs()).map((job) => job.state)).toEqual(['completed', 'created']);

      moveClock(16 * MINUTE_MS);
      await holdJobsDue();
      await until(async () => (await depositRow(body.id)).deposit_status === 'expired', 'the restored hold to expire');
      expect((await depositRow(body.id)).cancelled_at).not.toBeNull();
    });

    it('"Já paguei" extends it once, by the hold time, and asks the barber’s devices to confirm', async () => {
      await terms();
      const device = {
        endpoint: `${TEST_PUSH_ORIGIN}/push/barber-1`,
        p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url'),
        auth: Buffer.alloc(16, 9).toString('base64url'),
      };
      expect((await t.as(barber).post('/api/push/subscribe', device)).status).toBe(200);
      const { body } = await booked(1430);
      const firstHold = Date.parse(body.deposit.holdUntil);

      const paid = await t.post(`${manage(body.manageToken)}/deposit/paid`);
      expect(paid.status).toBe(200);
      expect(paid.body.depositPayment).toMatchObject({ status: 'pending', reportedPaid: true });
      expect(Date.parse(paid.body.depositPayment.holdUntil)).toBe(firstHold + 15 * MINUTE_MS);

      const again = await t.post(`${manage(body.manageToken)}/deposit/paid`);
      expect(again.status).toBe(200);
      expect(again.body.depositPayment.holdUntil).toBe(paid.body.depositPayment.holdUntil);

      await until(async () => {
        const rows = await t.orm.em
          .fork()
          .getConnection()
          .execute("select data from pgboss.job where name = 'push-messages' and data->'notice'->>'change' = 'deposit_reported'");
        return rows.length === 1 && Boolean(rows[0].data.deviceId);
      }, 'one push to the barber’s device');

      // The first hold's end passes: the extended hold still waits.
      moveClock(16 * MINUTE_MS);
      await holdJobsDue();
      await until(async () => (await holdJobs()).length === 2, 'the look at the extended hold');
      expect((await depositRow(body.id)).deposit_status).toBe('pending');
      moveClock(31 * MINUTE_MS);
      await holdJobsDue();
      await until(async () => (await depositRow(body.id)).deposit_status === 'expired', 'the extended hold to expire');
    });
  });

  describe('"Sinal recebido"', () => {
    it('confirms it: paid in advance, the hold job then does nothing; the agenda shows the deposit', async () => {
      await terms();
      const { body } = await booked(1000);
      const timeline = await t
        .as(barber)
        .get(`/api/appointment/admin/timeline/${barber.id}?day=${day.day}&month=${day.month}&year=${day.year}&days=1`);
      expect(timeline.status).toBe(200);
      expect(timeline.body.days[0].appointments[0].deposit).toMatchObject({ status: 'pending', amount: 10.5 });
      const month = await t.as(barber).get(`/api/appointment/admin/get/month/${day.month}/${barber.id}?year=${day.year}`);
      expect(month.body[0].deposit.status).toBe('pending');

      expect((await confirm(body.id, await shop.barber())).status).toBe(403);
      const confirmed = await confirm(body.id);
      expect(confirmed.status).toBe(200);
      expect(confirmed.body).toMatchObject({ previousPayment: true, deposit: { status: 'confirmed', amount: 10.5 } });
      expect(confirmed.body.deposit.confirmedAt).not.toBeNull();
      const twice = await confirm(body.id);
      expect(twice.status).toBe(409);
      expect(twice.body).toMatchObject({ statusCode: 409, code: 'DEPOSIT_NOT_PENDING' });

      moveClock(16 * MINUTE_MS);
      await holdJobsDue();
      await holdJobsSettled();
      expect(await depositRow(body.id)).toMatchObject({ deposit_status: 'confirmed', cancelled_at: null, previous_payment: true });
      const paid = await t.post(`${manage(body.manageToken)}/deposit/paid`);
      expect(paid.status).toBe(409);
      expect(paid.body.code).toBe('DEPOSIT_NOT_PENDING');
    });

    it('answers 404 for an unknown booking and 409 for one without a deposit', async () => {
      await terms();
      expect((await confirm('3f2504e0-4f89-41d3-9a0c-0305e82c3301')).status).toBe(404);
      const walkIn = await shop.appointment(corte, day, 1000);
      expect((await confirm(walkIn.id)).body.code).toBe('DEPOSIT_NOT_PENDING');
    });

    it('and the expiry race: exactly one of them wins, every time', async () => {
      await terms();
      const deposits = t.app.get(BookingDeposits);
      const hours = [900, 1000, 1100, 1400, 1500, 1600];
      const ids = [];
      for (const [index, hour] of hours.entries()) {
        ids.push((await booked(hour, { clientName: `Cliente ${index}`, clientContact: `1191234560${index}` })).body.id as string);
      }
      const later = new Date(Date.now() + 16 * MINUTE_MS);
      for (const id of ids) {
        const [confirmed, outcome] = await Promise.all([confirm(id), deposits.expire(id, later)]);
        const expired = outcome.expired !== null;
        expect([confirmed.status === 200, expired]).toContainEqual(true);
        expect(confirmed.status === 200).toBe(!expired);
        const row = await depositRow(id);
        expect(row.deposit_status).toBe(expired ? 'expired' : 'confirmed');
        expect(row.previous_payment).toBe(!expired);
      }
    });
  });

  describe('a cancellation in time', () => {
    it('makes a confirmed deposit due back (refund), which the barber marks refunded', async () => {
      await terms({ cancelInTime: 'refund' });
      const { body } = await booked(1000);
      await confirm(body.id);
      const cancelled = await t.post(`${manage(body.manageToken)}/cancel`);
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.depositPayment).toMatchObject({ status: 'refund_due', pixCopiaECola: null });
      const refunded = await t.as(barber).post(`/api/appointment/admin/${body.id}/deposit/refunded`);
      expect(refunded.status).toBe(200);
      expect(refunded.body.deposit.status).toBe('refunded');
      expect((await t.as(barber).post(`/api/appointment/admin/${body.id}/deposit/refunded`)).body.code).toBe('DEPOSIT_NOT_REFUND_DUE');
    });

    it('keeps it as credit (credit): the next deposit the client’s device proves it for is covered by it, once', async () => {
      await terms({ cancelInTime: 'credit' });
      const { body } = await booked(1000);
      await confirm(body.id);
      expect((await t.post(`${manage(body.manageToken)}/cancel`)).body.depositPayment.status).toBe('credited');
      expect((await quote()).body).toMatchObject({ required: true, amount: 10.5, credit: 0, toPay: 10.5 });

      const next = await book(1100, MARIA, corte, { creditFrom: [body.manageToken] });
      expect(next.body.deposit).toMatchObject({ status: 'confirmed', amount: 10.5, credit: 10.5, toPay: 0 });
      expect(next.body.previousPayment).toBe(true);
      expect(next.body.depositPayment.pixCopiaECola).toBeNull();
      expect(await creditLeft(body.id)).toBe(0);
      const again = await book(1400, MARIA, corte, { creditFrom: [body.manageToken] });
      expect(again.body.deposit).toMatchObject({ status: 'pending', credit: 0, toPay: 10.5 });
      expect((await holdJobs()).length).toBe(2);
    });

    it('a no-show keeps a confirmed deposit', async () => {
      const past = await shop.appointment(corte, t.daysFromToday(-1), 1000);
      past.deposit = BookingDeposit.ask({ cents: 1050, holdMinutes: 15, cancelInTime: 'refund', creditCents: 0 }, new Date());
      past.deposit.status = 'confirmed';
      await t.orm.em.fork().upsert(past);
      const marked = await t.as(barber).put(`/api/appointment/admin/attendance/${past.id}`, { attendance: 'no_show' });
      expect(marked.status).toBe(200);
      expect(marked.body.deposit.status).toBe('kept');
    });
  });

  describe('a change of service through the manage link (the fourth probe)', () => {
    const switchTo = (token: string, service: Service, hour = 1000) => t.request('PUT', manage(token), { ...day, hour, jobId: service.id });

    it('asks a deposit when the new service is one the barber marked, with a hold of its own', async () => {
      await terms({ depositAppliesTo: 'marked_services', depositRule: 'percent', depositPercent: 50 } as Partial<typeof PIX_TERMS>);
      const barba = await shop.job(barber, { name: 'Barba', value: 25 });
      const combo = await shop.job(barber, { name: 'Corte + Barba', value: 55 });
      expect((await t.as(barber).put(`/api/job/update/${combo.id}`, { name: 'Corte + Barba', value: 55, depositRequired: true })).status).toBe(200);
      const { body } = await booked(1000, MARIA, barba);
      expect(body.depositPayment).toBeUndefined();

      const switched = await switchTo(body.manageToken, combo);
      expect(switched.status).toBe(200);
      expect(switched.body).toMatchObject({ price: 55, depositPayment: { amount: 27.5, toPay: 27.5, status: 'pending' } });
      expect(switched.body.depositPayment.pixCopiaECola).toEqual(expect.any(String));
      expect((await holdJobs()).map((job) => job.data.appointmentId)).toEqual([body.id]);
    });

    it('asks the difference of a larger deposit by Pix; a smaller one pays the rest back', async () => {
      await terms({ depositRule: 'percent', depositPercent: 50 } as Partial<typeof PIX_TERMS>);
      const barba = await shop.job(barber, { name: 'Barba', value: 25 });
      const dia = await shop.job(barber, { name: 'Dia do noivo', value: 900 });
      const { body } = await booked(1000, MARIA, barba);
      expect(body.depositPayment).toMatchObject({ amount: 12.5, toPay: 12.5 });
      await confirm(body.id);

      const raised = await switchTo(body.manageToken, dia);
      expect(raised.status).toBe(200);
      expect(raised.body.depositPayment).toMatchObject({ amount: 450, toPay: 437.5, status: 'pending' });
      expect(decodeBrCode(raised.body.depositPayment.pixCopiaECola).amountCents).toBe(43750);
      expect((await confirm(body.id)).body.deposit).toMatchObject({ status: 'confirmed', amount: 450, paid: 450, toPay: 0 });

      const lowered = await switchTo(body.manageToken, barba);
      expect(lowered.status).toBe(200);
      expect(lowered.body.depositPayment).toMatchObject({ amount: 12.5, toPay: 0, status: 'confirmed' });
      const refunded = await t.as(barber).post(`/api/appointment/admin/${body.id}/deposit/refunded`);
      expect(refunded.body.deposit).toMatchObject({ status: 'confirmed', paid: 12.5, refundDue: 0, refunded: 437.5 });
    });

    it('turns the Pix over a smaller deposit into credit under "credit", which the same link’s holder spends', async () => {
      await terms({ depositRule: 'percent', depositPercent: 50, cancelInTime: 'credit' } as Partial<typeof PIX_TERMS>);
      const barba = await shop.job(barber, { name: 'Barba', value: 25 });
      const { body } = await booked(1000, MARIA, corte);
      await confirm(body.id);
      expect((await switchTo(body.manageToken, barba)).body.depositPayment).toMatchObject({ amount: 12.5, status: 'confirmed' });
      expect(await creditLeft(body.id)).toBe(500);
      const next = await book(1100, MARIA, barba, { creditFrom: [body.manageToken] });
      expect(next.body.deposit).toMatchObject({ amount: 12.5, credit: 5, toPay: 7.5, status: 'pending' });
    });

    it('refuses a new amount while the client says they paid and the barber has not confirmed (409 DEPOSIT_CHANGE_NOT_PRICED)', async () => {
      await terms({ depositRule: 'percent', depositPercent: 50 } as Partial<typeof PIX_TERMS>);
      const barba = await shop.job(barber, { name: 'Barba', value: 25 });
      const { body } = await booked(1000, MARIA, corte);
      expect((await t.post(`${manage(body.manageToken)}/deposit/paid`)).status).toBe(200);
      const refused = await switchTo(body.manageToken, barba);
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe('DEPOSIT_CHANGE_NOT_PRICED');
      expect((await t.get(manage(body.manageToken))).body).toMatchObject({ service: { id: corte.id }, depositPayment: { amount: 17.5 } });
    });
  });

  describe('credit belongs to whoever earned it (the fourth probe)', () => {
    /** A booking of Maria's whose R$ 10,50 deposit became credit when she cancelled it: its id and manage token. */
    async function creditOf(): Promise<{ earnedBy: string; token: string }> {
      await terms({ cancelInTime: 'credit' });
      const { body } = await booked(900);
      await confirm(body.id);
      expect((await t.post(`${manage(body.manageToken)}/cancel`)).body.depositPayment.status).toBe('credited');
      return { earnedBy: body.id, token: body.manageToken };
    }

    it('is never spent by a phone number: a stranger with the client’s phone in another spelling pays the whole Pix', async () => {
      const { earnedBy } = await creditOf();
      const stranger = await book(1100, { clientName: 'Estranho', clientContact: '+55 (011) 98765-4321' });
      expect(stranger.status).toBe(200);
      expect(stranger.body.deposit).toMatchObject({ status: 'pending', credit: 0, toPay: 10.5 });
      expect(stranger.body.previousPayment).toBe(false);
      expect(stranger.body.depositPayment.pixCopiaECola).toEqual(expect.any(String));
      const forged = await book(1400, { clientName: 'Estranho', clientContact: '11987654321' }, corte, { creditFrom: ['x'.repeat(43)] });
      expect(forged.body.deposit).toMatchObject({ credit: 0, toPay: 10.5 });
      expect(await creditLeft(earnedBy)).toBe(1050);
    });

    it('comes back when the booking that used it ends unpaid or is cancelled while it waits', async () => {
      const { earnedBy, token } = await creditOf();
      await terms({ cancelInTime: 'credit', depositValue: 20 });
      const partly = await book(1100, MARIA, corte, { creditFrom: [token] });
      expect(partly.body.deposit).toMatchObject({ amount: 20, credit: 10.5, toPay: 9.5, status: 'pending' });
      expect(await creditLeft(earnedBy)).toBe(0);

      moveClock(16 * MINUTE_MS);
      await holdJobsDue();
      await holdJobsSettled();
      expect((await depositRow(partly.body.id)).deposit_status).toBe('expired');
      expect(await creditLeft(earnedBy)).toBe(1050);

      const waiting = await book(1400, MARIA, corte, { creditFrom: [token] });
      expect(waiting.body.deposit).toMatchObject({ credit: 10.5, status: 'pending' });
      expect((await t.post(`${manage(waiting.body.manageToken)}/cancel`)).status).toBe(200);
      expect(await creditLeft(earnedBy)).toBe(1050);
    });

    it('keeps its remainder when it is larger than the next deposit', async () => {
      const { earnedBy, token } = await creditOf();
      await terms({ cancelInTime: 'credit', depositValue: 4 });
      const first = await book(1100, MARIA, corte, { creditFrom: [token] });
      expect(first.body.deposit).toMatchObject({ amount: 4, credit: 4, toPay: 0, status: 'confirmed' });
      expect(await creditLeft(earnedBy)).toBe(650);
      const second = await book(1400, MARIA, corte, { creditFrom: [token] });
      expect(second.body.deposit).toMatchObject({ credit: 4, status: 'confirmed' });
      expect(await creditLeft(earnedBy)).toBe(250);
    });
  });

  it('erasing a client with a paid deposit ahead leaves it due back to them, with the amount (the fourth probe)', async () => {
    await terms({ cancelInTime: 'credit' });
    const { body } = await booked(1000);
    await confirm(body.id);
    const erased = await t.as(barber).delete('/api/appointment/admin/clients/11987654321?futureBookings=cancel');
    expect(erased.status).toBe(200);
    expect(erased.body).toMatchObject({ cancelledBookings: 1 });
    const [row] = await t.orm.em
      .fork()
      .getConnection()
      .execute('select deposit_status, deposit_refund_due_cents, deposit_paid_cents, cancelled_at from appointment where id = ?', [body.id]);
    expect(row).toMatchObject({ deposit_status: 'refund_due', deposit_refund_due_cents: 1050, deposit_paid_cents: 0 });
    expect(row.cancelled_at).not.toBeNull();
  });

  it('refuses a bad quote with the app’s error body', async () => {
    const bad = await t.get(`/api/payments/deposit-quote?userId=${barber.id}&jobId=abc`);
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION_ERROR');
    // The quote asks no contact: it could only tell a stranger about one.
    const withContact = await t.get(`/api/payments/deposit-quote?userId=${barber.id}&jobId=${corte.id}&clientContact=11987654321`);
    expect(withContact.status).toBe(400);
    const unknown = await t.get(`/api/payments/deposit-quote?userId=${owner.id}&jobId=${corte.id}`);
    expect(unknown.status).toBe(404);
  });
});
