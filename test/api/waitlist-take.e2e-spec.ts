import { Settings } from 'luxon';
import { Barber } from '../../backend/src/modules/barbers/domain/barber.entity';
import { Service } from '../../backend/src/modules/services/domain/service.entity';
import { LocalDate, toIsoDate } from '../../backend/src/shared/time/local-date';
import { PIX_TERMS } from '../support/pix-terms';
import { ShopBuilder } from '../support/shop-builder';
import { CORTE, CORTE_E_BARBA, standardShop } from '../support/standard-shop';
import { ApiResponse, TestApp } from '../support/test-app';
import { pushOf, until, WaitlistProbe } from '../support/waitlist-client';

const HOURS = [1000, 1030, 1400, 1430];
const ANA = { clientName: 'Ana Lima', clientContact: '11911110001' };

/**
 * Taking an offer is an online booking like any other: the answer of POST /api/appointment/create, the
 * day's rules (a double service's two slots), the contact's cap, the deposit, the Idempotency-Key; and of
 * two takers of one offer, one books.
 */
describe('taking a waitlist offer', () => {
  let t: TestApp;
  let shop: ShopBuilder;
  let owner: Barber;
  let barber: Barber;
  let corte: Service;
  let combo: Service;
  let day: LocalDate;
  let probe: WaitlistProbe;

  beforeAll(async () => {
    t = await TestApp.start();
    probe = new WaitlistProbe(t);
  });
  beforeEach(async () => {
    ({ shop, owner, barber, corte, combo, day } = await standardShop(t, {
      owner: true,
      barber: { hours: HOURS, services: { corte: CORTE, combo: CORTE_E_BARBA } },
    }));
  });
  afterAll(() => t.close());

  async function join(service: Service, client = ANA): Promise<void> {
    const body = { userId: barber.id, jobId: service.id, days: [toIsoDate(day)], ...client, ...pushOf('ana') };
    expect((await t.post('/api/waitlist', body)).status).toBe(201);
  }

  /** The day full but `free`, whose bookings are then cancelled by their clients: answers the offer made. */
  async function offered(service: Service, free: number[]): Promise<{ id: string; token: string; entryId: string }> {
    const tokens: string[] = [];
    for (const [index, hour] of HOURS.entries()) {
      if (!free.includes(hour)) await shop.appointment(corte, day, hour);
      else tokens.push((await shop.clientBooking(corte, day, hour, { clientName: 'Outro', clientContact: `1192222000${index}` })).token);
    }
    await join(service);
    for (const token of tokens) expect((await t.post(`/api/appointment/manage/${token}/cancel`)).status).toBe(200);
    const [offer, ...more] = await probe.pending();
    expect(more).toEqual([]);
    return offer;
  }

  const take = (token: string, headers: Record<string, string> = {}): Promise<ApiResponse> =>
    t.request('POST', `/api/waitlist/offer/${token}/take`, undefined, headers);

  it('books it for the entry’s client, answering as an online booking does; the entry is served', async () => {
    const offer = await offered(corte, [1000]);
    const taken = await take(offer.token);
    expect(taken.status).toBe(200);
    expect(taken.body).toMatchObject({ hour: 1000, day: day.day, clientName: 'Ana Lima', clientContact: '11911110001' });
    expect(taken.body.manageToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(taken.body.depositPayment).toBeUndefined();
    const managed = await t.get(`/api/appointment/manage/${taken.body.manageToken}`);
    expect(managed.status).toBe(200);
    expect((await t.get(`/api/waitlist/offer/${offer.token}`)).body.offer.status).toBe('taken');
    const again = await take(offer.token);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('WAITLIST_OFFER_TAKEN');
    const [entry] = await t.orm.em.fork().getConnection().execute('select status from waitlist_entry');
    expect(entry.status).toBe('booked');
  });

  it('a double service is offered only two free slots in a row, and takes both', async () => {
    await shop.appointment(corte, day, 1000);
    const single = await shop.clientBooking(corte, day, 1030, { clientName: 'Outro', clientContact: '11922220001' });
    const double = await shop.clientBooking(combo, day, 1400, { clientName: 'Mais Um', clientContact: '11922220002' });
    await join(combo, { clientName: 'Bia Rocha', clientContact: '11911110002' });
    await join(corte);
    // 10:30 alone: Bia, first in line, needs two slots in a row; Ana, behind her, gets it.
    expect((await t.post(`/api/appointment/manage/${single.token}/cancel`)).status).toBe(200);
    expect((await probe.pending()).map((one) => [one.clientName, one.hour])).toEqual([['Ana Lima', 1030]]);
    // 14:00–15:00 freed at once: Bia's.
    expect((await t.post(`/api/appointment/manage/${double.token}/cancel`)).status).toBe(200);
    const bias = (await probe.pending()).find((one) => one.clientName === 'Bia Rocha');
    expect(bias?.hour).toBe(1400);
    const taken = await take(bias?.token ?? '');
    expect(taken.status).toBe(200);
    expect(taken.body.job).toMatchObject({ id: combo.id });
    const slots = await t.orm.em.fork().getConnection().execute('select hour, slot_count from appointment where client_name = ?', ['Bia Rocha']);
    expect(slots).toEqual([{ hour: 1400, slot_count: 2 }]);
  });

  it('asks for the deposit as any online booking, holding the time for it', async () => {
    expect((await t.as(owner).put('/api/payments/settings', PIX_TERMS)).status).toBe(200);
    const offer = await offered(corte, [1000]);
    const taken = await take(offer.token);
    expect(taken.status).toBe(200);
    expect(taken.body.depositPayment).toMatchObject({ amount: 10.5, status: 'pending', holdMinutes: 15 });
    expect(taken.body.depositPayment.pixCopiaECola).toMatch(/^000201/);
  });

  it('its page tells the service’s price and the deposit taking it asks, as the shop’s quote says it, before the tap', async () => {
    const offer = await offered(corte, [1000]);
    const page = () => t.get(`/api/waitlist/offer/${offer.token}`);
    const withoutDeposit = await page();
    expect(withoutDeposit.status).toBe(200);
    expect(withoutDeposit.body.offer.service).toEqual({ id: corte.id, name: 'Corte', doubleTime: false, value: 35 });
    expect(withoutDeposit.body.deposit).toMatchObject({ required: false, amount: null, terms: null });

    expect((await t.as(owner).put('/api/payments/settings', PIX_TERMS)).status).toBe(200);
    const withDeposit = await page();
    expect(withDeposit.body.deposit).toMatchObject({
      required: true,
      amount: 10.5,
      toPay: 10.5,
      appliesTo: 'always',
      terms: { holdMinutes: 15, cancelInTime: 'refund' },
    });
    expect(withDeposit.body.deposit).toEqual((await t.get(`/api/payments/deposit-quote?userId=${barber.id}&jobId=${corte.id}`)).body);

    // A service no longer offered has no quote: the page still opens (the tap is refused as any booking of it).
    const sql = (text: string, values: unknown[]) => t.orm.em.fork().getConnection().execute(text, values);
    await sql('update job set active = false where id = ?', [corte.id]);
    const unoffered = await page();
    expect(unoffered.status).toBe(200);
    expect(unoffered.body.deposit).toBeNull();
    await sql('update job set active = true where id = ?', [corte.id]);

    // Taken, there is nothing left to pay before a tap.
    expect((await take(offer.token)).status).toBe(200);
    const taken = await page();
    expect(taken.body.offer.status).toBe('taken');
    expect(taken.body.deposit).toBeNull();
  });

  it('a deposit not paid in time frees the time for the waitlist', async () => {
    expect((await t.as(owner).put('/api/payments/settings', PIX_TERMS)).status).toBe(200);
    for (const hour of [1030, 1400, 1430]) await shop.appointment(corte, day, hour);
    const unpaid = await t.post('/api/appointment/create', {
      ...day,
      hour: 1000,
      jobId: corte.id,
      userId: barber.id,
      clientName: 'Não Paga',
      clientContact: '11922229999',
    });
    expect(unpaid.body.depositPayment.status).toBe('pending');
    await join(corte);
    expect(await probe.pending()).toEqual([]);
    Settings.now = () => Date.now() + 16 * 60_000;
    try {
      const sql = (text: string) => t.orm.em.fork().getConnection().execute(text);
      await sql("update pgboss.job set start_after = now() where name = 'deposit-holds' and state in ('created', 'retry')");
      await until(async () => (await probe.pending()).length === 1, 'the freed time to be offered');
      expect((await probe.pending())[0]).toMatchObject({ clientName: 'Ana Lima', hour: 1000 });
    } finally {
      Settings.now = () => Date.now();
    }
  });

  it('keeps to the contact’s cap of future bookings: refused, the offer still waits', async () => {
    for (const hour of [900, 930, 1100]) await shop.appointment(corte, t.daysFromToday(5), hour, ANA);
    const offer = await offered(corte, [1000]);
    const refused = await take(offer.token);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('CONTACT_BOOKING_LIMIT');
    expect((await t.get(`/api/waitlist/offer/${offer.token}`)).body.offer.status).toBe('pending');
  });

  it('of two takers of one offer racing, one books', async () => {
    const offer = await offered(corte, [1000]);
    const answers = await Promise.all([take(offer.token), take(offer.token)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.code).toBe('WAITLIST_OFFER_TAKEN');
    const rows = await t.orm.em.fork().getConnection().execute("select id from appointment where client_name = 'Ana Lima'");
    expect(rows).toHaveLength(1);
  });

  it('a retry with its Idempotency-Key answers the booking it made', async () => {
    const offer = await offered(corte, [1000]);
    const key = { 'idempotency-key': 'chave-da-oferta-0000000001' };
    const first = await take(offer.token, key);
    const retry = await take(offer.token, key);
    expect(first.status).toBe(200);
    expect(retry.status).toBe(200);
    expect(retry.body.id).toBe(first.body.id);
    expect(retry.body.manageToken).toBe(first.body.manageToken);
  });

  it('an unknown or malformed offer is a 404', async () => {
    expect((await t.get('/api/waitlist/offer/nao-existe')).status).toBe(404);
    expect((await take('A'.repeat(43))).status).toBe(404);
  });
});
