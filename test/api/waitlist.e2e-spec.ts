import { Settings } from 'luxon';
import { Barber } from '../../backend/src/modules/barbers/domain/barber.entity';
import { Service } from '../../backend/src/modules/services/domain/service.entity';
import { LocalDate, toIsoDate, weekdayOf } from '../../backend/src/shared/time/local-date';
import { ShopClock } from '../../backend/src/shared/time/shop-clock';
import { ShopBuilder } from '../support/shop-builder';
import { CORTE, CORTE_E_BARBA, standardShop } from '../support/standard-shop';
import { ApiResponse, TestApp } from '../support/test-app';
import { pushOf, WaitlistProbe } from '../support/waitlist-client';

const HOURS = [1000, 1030, 1400, 1430];
const MINUTE_MS = 60_000;
const ANA = { clientName: 'Ana Lima', clientContact: '11911110001' };
const BIA = { clientName: 'Bia Rocha', clientContact: '11911110002' };
const CAIO = { clientName: 'Caio Dias', clientContact: '11911110003' };

/**
 * The waitlist through the real app on PostgreSQL: joining and its limits, the offer of a freed time to
 * the first in line, held from everyone else, its expiry passing it to the next (the app's clock moved,
 * the job made due by the test), the broadcast near the time, and taking an offer as a booking.
 */
describe('the waitlist (lista de espera)', () => {
  let t: TestApp;
  let shop: ShopBuilder;
  let owner: Barber;
  let barber: Barber;
  let corte: Service;
  let combo: Service;
  let day: LocalDate;
  let probe: WaitlistProbe;
  let address = 0;

  beforeAll(async () => {
    t = await TestApp.start({ RATE_LIMIT_BOOKING: '6/1h' });
    probe = new WaitlistProbe(t);
  });
  beforeEach(async () => {
    ({ shop, owner, barber, corte, combo, day } = await standardShop(t, {
      owner: true,
      barber: { hours: HOURS, services: { corte: CORTE, combo: CORTE_E_BARBA } },
    }));
  });
  afterEach(() => {
    Settings.now = () => Date.now();
  });
  afterAll(() => t.close());

  /** Each call from an address of its own, so only the limits' test meets the per-address limit. */
  const nextAddress = () => `10.1.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

  function join(client: object, extra: object = {}, from = nextAddress()): Promise<ApiResponse> {
    return t.from(from).post('/api/waitlist', { userId: barber.id, jobId: corte.id, days: [toIsoDate(day)], ...client, ...extra });
  }

  async function joined(client: object, extra: object = {}): Promise<{ id: string; manageToken: string }> {
    const response = await join(client, extra);
    expect(response.status).toBe(201);
    return { id: response.body.entry.id, manageToken: response.body.manageToken };
  }

  function take(token: string, key?: string): Promise<ApiResponse> {
    return t.from(nextAddress()).raw('POST', `/api/waitlist/offer/${token}/take`, undefined, key ? { 'idempotency-key': key } : {});
  }

  async function freeTimes(service = corte): Promise<number[]> {
    const response = await t.get(`/api/availability?userId=${barber.id}&jobId=${service.id}&day=${day.day}&month=${day.month}&year=${day.year}`);
    expect(response.status).toBe(200);
    return response.body.slots.map((slot: { hour: number }) => slot.hour);
  }

  /** Every hour of the day booked; the client's booking at `clientHour` answers its manage token. */
  async function fullDay(clientHour = 1000): Promise<string> {
    return (await fullDayBooking(clientHour)).token;
  }

  async function fullDayBooking(clientHour = 1000): Promise<{ token: string; id: string }> {
    for (const hour of HOURS.filter((one) => one !== clientHour)) await shop.appointment(corte, day, hour);
    const { token, appointment } = await shop.clientBooking(corte, day, clientHour, { clientName: 'Quem Cancela', clientContact: '11922220000' });
    return { token, id: appointment.id };
  }

  async function cancel(token: string): Promise<void> {
    expect((await t.post(`/api/appointment/manage/${token}/cancel`)).status).toBe(200);
  }

  function moveClock(ms: number): void {
    Settings.now = () => Date.now() + ms;
  }

  describe('joining', () => {
    it('answers the entry and its manage link; the link reads it and leaves the list', async () => {
      const response = await join(ANA, { period: 'morning', days: [toIsoDate(day), t.isoDaysFromToday(4)], ...pushOf('ana') });
      expect(response.status).toBe(201);
      expect(response.body.manageToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(response.body.entry).toMatchObject({
        barber: { id: barber.id, username: barber.username },
        service: { id: corte.id, name: 'Corte', doubleTime: false },
        days: [toIsoDate(day), t.isoDaysFromToday(4)],
        period: 'morning',
        status: 'waiting',
        notify: true,
      });
      const manage = `/api/waitlist/manage/${response.body.manageToken}`;
      expect((await t.get(manage)).body).toEqual(response.body.entry);

      expect((await t.request('DELETE', manage)).status).toBe(204);
      expect((await t.get(manage)).status).toBe(404);
      expect((await t.request('DELETE', manage)).status).toBe(404);
      expect((await t.get('/api/waitlist/manage/curto')).status).toBe(404);
      expect(await probe.entryCount()).toBe(0);
    });

    it('without notifications, for any part of the day', async () => {
      const response = await join(ANA);
      expect(response.body.entry).toMatchObject({ period: null, notify: false });
    });

    it.each([
      ['no day', { days: [] }, 'VALIDATION_ERROR'],
      ['eight days', { days: [1, 2, 3, 4, 5, 6, 7, 8].map((n) => `2030-01-0${n}`) }, 'VALIDATION_ERROR'],
      ['a day not written as a date', { days: ['05/12/2026'] }, 'VALIDATION_ERROR'],
      ['a day that does not exist', { days: ['2026-02-30'] }, 'WAITLIST_DAYS_INVALID'],
      ['a past day', { days: ['2020-01-01'] }, 'WAITLIST_DAYS_INVALID'],
      ['a day past the booking window', { days: ['2099-01-01'] }, 'WAITLIST_DAYS_INVALID'],
      ['an unknown part of the day', { period: 'noite' }, 'VALIDATION_ERROR'],
      ['a phone without its DDD', { clientContact: '911110001' }, 'VALIDATION_ERROR'],
      ['a one-letter name', { clientName: 'A' }, 'VALIDATION_ERROR'],
      ['a push service not allowed', { pushEndpoint: 'https://evil.example/push', pushP256dh: 'x', pushAuth: 'y' }, 'VALIDATION_ERROR'],
    ])('refuses %s with a 400', async (_case, extra, code) => {
      const response = await join(ANA, extra);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe(code);
      expect(await probe.entryCount()).toBe(0);
    });

    it('refuses a day the barber doesn’t work (a weekday off, a day blocked), naming it; a full day is what the list is for', async () => {
      const second = t.daysFromToday(4);
      await shop.unavailable(barber, day);
      const blocked = await join(ANA, { days: [toIsoDate(second), toIsoDate(day)] });
      expect(blocked.status).toBe(400);
      expect(blocked.body).toMatchObject({
        code: 'WAITLIST_DAYS_INVALID',
        message: expect.stringMatching(/^O barbeiro não atende em \S{3} \d{2}\/\d{2}: escolha outros dias\.$/),
      });
      expect(blocked.body.message).toContain(`${String(day.day).padStart(2, '0')}/${String(day.month + 1).padStart(2, '0')}`);
      await shop.weekdayOff(barber, weekdayOf(second));
      expect((await join(ANA, { days: [toIsoDate(second)] })).body.code).toBe('WAITLIST_DAYS_INVALID');
      expect(await probe.entryCount()).toBe(0);
      for (const hour of HOURS) await shop.appointment(corte, t.daysFromToday(5), hour);
      expect((await join(ANA, { days: [t.isoDaysFromToday(5)] })).status).toBe(201);
    });

    it('refuses an unknown barber (404) and another barber’s service (400)', async () => {
      expect((await join(ANA, { userId: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
      const theirs = await shop.job(owner, { name: 'Barba' });
      expect((await join(ANA, { jobId: theirs.id })).status).toBe(400);
    });

    it('limits a contact: once per barber and service, and as many entries as future bookings', async () => {
      await joined(ANA);
      const again = await join({ ...ANA, clientContact: '(11) 91111-0001' });
      expect(again.status).toBe(409);
      expect(again.body.code).toBe('WAITLIST_ALREADY_JOINED');
      await joined(ANA, { jobId: combo.id });
      await joined(ANA, { jobId: (await shop.job(barber, { name: 'Barba' })).id });
      const fourth = await join(ANA, { jobId: (await shop.job(barber, { name: 'Sobrancelha' })).id });
      expect(fourth.status).toBe(409);
      expect(fourth.body.code).toBe('WAITLIST_CONTACT_LIMIT');
    });

    it('limits an address as bookings are limited (429)', async () => {
      const clients = [1, 2, 3, 4, 5, 6, 7].map((n) => ({ clientName: `Cliente ${n}`, clientContact: `1193333000${n}` }));
      const statuses: number[] = [];
      for (const client of clients) statuses.push((await join(client, {}, '10.9.9.9')).status);
      expect(statuses).toEqual([201, 201, 201, 201, 201, 201, 429]);
    });
  });

  describe('offering a freed time', () => {
    it('goes to the first in line with notifications, held from everyone else, with a push', async () => {
      const token = await fullDay();
      await joined(CAIO); // first in line, but without notifications: the barber calls him
      const ana = await joined(ANA, pushOf('ana'));
      await joined(BIA, pushOf('bia'));
      await cancel(token);

      const [offer, ...others] = await probe.pending();
      expect(others).toEqual([]);
      expect(offer).toMatchObject({ clientName: 'Ana Lima', hour: 1000, broadcast: false });
      expect(await probe.pushJobs()).toEqual([offer.id]);
      expect(await freeTimes()).toEqual([]);
      const someoneElse = await t.post('/api/appointment/create', { ...day, hour: 1000, jobId: corte.id, userId: barber.id, ...BIA });
      expect(someoneElse.status).toBe(409);
      expect(someoneElse.body.code).toBe('HOUR_CONFLICT');
      const month = await t.get(`/api/availability/month?userId=${barber.id}&jobId=${corte.id}&month=${day.month}&year=${day.year}`);
      expect(month.body.days.find((one: { day: number }) => one.day === day.day).freeStarts).toBe(0);

      const page = await t.get(`/api/waitlist/offer/${offer.token}`);
      expect(page.status).toBe(200);
      expect(page.body.offer).toMatchObject({ status: 'pending', date: toIsoDate(day), time: '10:00', hour: 1000, barber: { id: barber.id } });
      const heldFor = Date.parse(page.body.offer.expiresAt) - Date.now();
      expect(heldFor).toBeGreaterThan(9 * MINUTE_MS);
      expect(heldFor).toBeLessThanOrEqual(10 * MINUTE_MS);
      expect((await t.get(`/api/waitlist/manage/${ana.manageToken}`)).body.status).toBe('waiting');
      const timeline = await t.as(barber).get(`/api/appointment/admin/timeline/${barber.id}?day=${day.day}&month=${day.month}&year=${day.year}`);
      expect(timeline.body.days[0].slots.find((slot: { hour: number }) => slot.hour === 1000)).toMatchObject({
        state: 'offered',
        appointmentId: null,
      });
    });

    it('only to entries whose part of the day and service fit the freed time', async () => {
      const token = await fullDay(1400);
      await joined(ANA, { period: 'morning', ...pushOf('ana') });
      await joined(BIA, { jobId: combo.id, ...pushOf('bia') }); // 14:30 is taken: a double service does not fit
      await joined(CAIO, { period: 'afternoon', ...pushOf('caio') });
      await cancel(token);
      expect((await probe.pending()).map((offer) => offer.clientName)).toEqual(['Caio Dias']);
    });

    it('passes to the next in line when not taken in time, then frees the time', async () => {
      const token = await fullDay();
      await joined(ANA, pushOf('ana'));
      await joined(BIA, pushOf('bia'));
      await cancel(token);
      const [first] = await probe.pending();

      await probe.expiryJobsRun(); // due for the queue, not yet over on the app's clock: nothing changes
      expect((await probe.pending()).map((offer) => offer.id)).toEqual([first.id]);

      moveClock(11 * MINUTE_MS);
      await probe.expiryJobsRun();
      const offers = await probe.offers();
      expect(offers.map((offer) => [offer.clientName, offer.status])).toEqual([
        ['Ana Lima', 'expired'],
        ['Bia Rocha', 'pending'],
      ]);
      expect((await t.get(`/api/waitlist/offer/${first.token}`)).body.offer.status).toBe('expired');
      const late = await take(first.token);
      expect(late.status).toBe(409);
      expect(late.body.code).toBe('WAITLIST_OFFER_EXPIRED');

      moveClock(22 * MINUTE_MS);
      await probe.expiryJobsRun();
      expect(await probe.pending()).toEqual([]);
      expect(await freeTimes()).toEqual([1000]);
    });

    it('near the time goes to everyone waiting at once; of two racing takers one books', async () => {
      const { id: trashed } = await fullDayBooking();
      await joined(ANA, pushOf('ana'));
      await joined(BIA, pushOf('bia'));
      // 08:30 of the day: the freed 10:00 is less than two hours away.
      const morning = t.app.get(ShopClock).instantOf(day, 830).getTime();
      Settings.now = () => morning;
      expect((await t.as(barber).delete(`/api/appointment/admin/delete/trash/${trashed}`)).status).toBe(200);
      await probe.trashedTimeJobsRun();

      const offers = await probe.pending();
      expect(offers.map((offer) => [offer.clientName, offer.broadcast])).toEqual([
        ['Ana Lima', true],
        ['Bia Rocha', true],
      ]);
      const answers = await Promise.all(offers.map((offer) => take(offer.token)));
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const lost = answers.find((answer) => answer.status === 409) as ApiResponse;
      expect(['WAITLIST_OFFER_WITHDRAWN', 'WAITLIST_OFFER_TAKEN']).toContain(lost.body.code);
      const rows = await t.orm.em
        .fork()
        .getConnection()
        .execute('select client_name from appointment where hour = 1000 and cancelled_at is null and deleted_at is null');
      expect(rows).toHaveLength(1);
      expect((await probe.offers()).map((offer) => offer.status).sort()).toEqual(['taken', 'withdrawn']);
    });

    it('offers a time the barber deleted only once the undo window has passed, if the booking is still in the Lixeira', async () => {
      const { id: trashed } = await fullDayBooking();
      await joined(ANA, pushOf('ana'));
      expect((await t.as(barber).delete(`/api/appointment/admin/delete/trash/${trashed}`)).status).toBe(200);
      expect(await probe.pending()).toEqual([]);
      expect(await probe.waitingJobs('waitlist-trashed-times')).toBe(1);

      await probe.trashedTimeJobsRun();
      expect((await probe.pending()).map((offer) => [offer.clientName, offer.hour])).toEqual([['Ana Lima', 1000]]);
    });

    it('offers nothing when the deleted booking is restored within the undo window (Desfazer)', async () => {
      const { id: trashed } = await fullDayBooking();
      await joined(ANA, pushOf('ana'));
      expect((await t.as(barber).delete(`/api/appointment/admin/delete/trash/${trashed}`)).status).toBe(200);
      const restored = await t.as(barber).post(`/api/appointment/admin/restore/${trashed}`);
      expect(restored.status).toBe(200);
      expect(restored.body).toMatchObject({ id: trashed, hour: 1000 });

      await probe.trashedTimeJobsRun();
      expect(await probe.offers()).toEqual([]);
      expect(await freeTimes()).toEqual([]);
    });

    it('keeps the offered time from a booking restored from the Lixeira after the undo window (409 HOUR_CONFLICT); the offer can still be taken', async () => {
      const { id: trashed } = await fullDayBooking();
      await joined(ANA, pushOf('ana'));
      expect((await t.as(barber).delete(`/api/appointment/admin/delete/trash/${trashed}`)).status).toBe(200);
      await probe.trashedTimeJobsRun();
      const [offer] = await probe.pending();
      expect(offer).toMatchObject({ clientName: 'Ana Lima', hour: 1000 });

      const restored = await t.as(barber).post(`/api/appointment/admin/restore/${trashed}`);
      expect(restored.status).toBe(409);
      expect(restored.body).toEqual({ statusCode: 409, code: 'HOUR_CONFLICT', message: 'Este horário já está ocupado.' });
      const trash = await t.as(barber).get('/api/appointment/admin/trash');
      expect(trash.body.map((entry: { id: string }) => entry.id)).toEqual([trashed]);

      expect((await take(offer.token)).status).toBe(200);
      expect((await probe.offers()).map((one) => one.status)).toEqual(['taken']);
    });

    it('when the barber removes a block; and when the one offered leaves the list, to the next', async () => {
      // They joined before the barber blocked the day (a blocked day can't be joined).
      const ana = await joined(ANA, pushOf('ana'));
      await joined(BIA, pushOf('bia'));
      await shop.unavailable(barber, day);
      expect(await probe.pending()).toEqual([]);
      const opened = await t.as(barber).post(`/api/unavailable/delete/${barber.id}/${day.day}/${day.month}/${day.year}`);
      expect(opened.status).toBe(200);
      expect((await probe.pending()).map((offer) => [offer.clientName, offer.hour])).toEqual([
        ['Ana Lima', 1000],
        ['Bia Rocha', 1030],
      ]);
      expect((await t.request('DELETE', `/api/waitlist/manage/${ana.manageToken}`)).status).toBe(204);
      // Bia holds 10:30 already: Ana's 10:00 stays free for everyone.
      expect(await freeTimes()).toEqual([1000, 1400, 1430]);
    });

    it('also where a booking moved away from', async () => {
      const token = await fullDay();
      await joined(ANA, { days: [toIsoDate(day), t.isoDaysFromToday(4)], ...pushOf('ana') });
      const moved = await t.request('PUT', `/api/appointment/manage/${token}`, { ...t.daysFromToday(4), hour: 1400, jobId: corte.id });
      expect(moved.status).toBe(200);
      expect((await probe.pending()).map((offer) => offer.hour)).toEqual([1000]);
    });
  });
});
