import { createHash } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { DateTime, Settings } from 'luxon';
import { BookingEvents } from '../../backend/src/modules/booking/events/booking-events.service';
import { Barber } from '../../backend/src/modules/barbers/domain/barber.entity';
import { Service } from '../../backend/src/modules/services/domain/service.entity';
import { LocalDate, toIsoDate } from '../../backend/src/shared/time/local-date';
import { ShopClock } from '../../backend/src/shared/time/shop-clock';
import { ShopBuilder } from '../support/shop-builder';
import { CORTE, CORTE_E_BARBA, standardShop } from '../support/standard-shop';
import { TEST_PUSH_ORIGIN, TestApp } from '../support/test-app';

const SHOP_TIMEZONE = 'America/Sao_Paulo';
/** Well-formed (43 base64url characters) but never issued. */
const UNKNOWN_TOKEN = 'A'.repeat(43);

describe('the client manages the booking (manage token)', () => {
  let t: TestApp;
  let shop: ShopBuilder;
  let barber: Barber;
  let corte: Service;
  let combo: Service;
  let theirs: Service;
  let day: LocalDate;

  beforeAll(async () => {
    t = await TestApp.start();
    shop = new ShopBuilder(t);
  });
  beforeEach(async () => {
    ({ barber, corte, combo, theirs, day } = await standardShop(t, {
      barber: { services: { corte: CORTE, combo: CORTE_E_BARBA } },
      other: { services: { theirs: { name: 'Corte do Pedro', value: 40 } } },
    }));
  });
  afterAll(() => t.close());

  const bookOnline = (job: Service, hour: number, date: LocalDate = day, extra: Record<string, unknown> = {}) =>
    t.post('/api/appointment/create', {
      clientName: 'Maria Souza',
      clientContact: '11987654321',
      hour,
      ...date,
      jobId: job.id,
      userId: job.barberId,
      ...extra,
    });
  const manage = (token: string) => `/api/appointment/manage/${token}`;
  const move = (token: string, to: { hour: number; date?: LocalDate; job?: Service }) =>
    t.request('PUT', manage(token), { ...(to.date ?? day), hour: to.hour, jobId: (to.job ?? corte).id });
  const cancel = (token: string) => t.post(`${manage(token)}/cancel`);
  const hoursFree = async (job: Service, date: LocalDate = day): Promise<number[]> =>
    (await t.get(`/api/availability?userId=${job.barberId}&jobId=${job.id}&day=${date.day}&month=${date.month}&year=${date.year}`)).body.slots.map(
      (slot: { hour: number }) => slot.hour,
    );
  const storedRow = async (id: string) =>
    t.orm.em.getConnection().execute<Record<string, unknown>>('select * from appointment where id = ?', [id], 'get');
  /** A slot that starts 30 to 60 minutes from now in the shop: inside the CANCEL_MIN_HOURS (2 h) deadline. */
  const slotStartingSoon = (): { date: LocalDate; hour: number } => {
    const soon = DateTime.now().setZone(SHOP_TIMEZONE).plus({ minutes: 60 });
    return { date: { year: soon.year, month: soon.month - 1, day: soon.day }, hour: soon.hour * 100 + (soon.minute < 30 ? 0 : 30) };
  };

  describe('POST /api/appointment/create', () => {
    it('answers a manageToken of 256 random bits, not the id, stored only as its SHA-256', async () => {
      const response = await bookOnline(corte, 1000);
      expect(response.status).toBe(200);
      const { manageToken, id } = response.body;
      expect(manageToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(manageToken, 'base64url')).toHaveLength(32);
      expect(manageToken).not.toContain(id);
      const row = await storedRow(id);
      expect(row.manage_token_hash).toBe(createHash('sha256').update(manageToken).digest('hex'));
      expect(JSON.stringify(row)).not.toContain(manageToken);
      expect((await bookOnline(corte, 1100)).body.manageToken).not.toBe(manageToken);
    });

    it('gives the barber’s own walk-in bookings no token', async () => {
      const response = await t.as(barber).post('/api/appointment/admin/create', {
        clientName: 'Ana',
        clientContact: '11911112222',
        hour: 1000,
        ...day,
        jobId: corte.id,
        userId: barber.id,
      });
      expect(response.status).toBe(200);
      expect(response.body).not.toHaveProperty('manageToken');
      expect((await storedRow(response.body.id)).manage_token_hash).toBeNull();
    });
  });

  describe('GET /api/appointment/manage/{token}', () => {
    it('shows the booking to the token’s holder', async () => {
      const { body: created } = await bookOnline(combo, 1000);
      const response = await t.get(manage(created.manageToken));
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const startsAt = DateTime.fromObject({ year: day.year, month: day.month + 1, day: day.day, hour: 10 }, { zone: SHOP_TIMEZONE });
      expect(response.body).toEqual({
        status: 'booked',
        barber: { id: barber.id, username: 'joao', displayName: 'joao' },
        service: { id: combo.id, name: 'Corte + Barba', doubleTime: true, takesTwoSlots: true },
        price: 55,
        date: toIsoDate(day),
        ...day,
        hour: 1000,
        label: '10:00',
        startsAt: startsAt.toUTC().toISO({ suppressMilliseconds: false }),
        endsAt: startsAt.plus({ hours: 1 }).toUTC().toISO(),
        clientName: 'Maria Souza',
        clientContact: '11987654321',
        changeDeadline: startsAt.minus({ hours: 2 }).toUTC().toISO(),
        canChange: true,
        // No device subscribed; the reminder one would get, REMINDER_MINUTES (120) before.
        notifications: { enabled: false, reminders: [{ kind: 'before', at: startsAt.minus({ hours: 2 }).toUTC().toISO() }] },
      });
    });

    it('is a 404 for an unknown, a malformed, a cancelled or a trashed booking’s token', async () => {
      for (const token of [UNKNOWN_TOKEN, 'abc', `${'B'.repeat(43)}.ics`]) {
        const response = await t.get(manage(token));
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Agendamento não encontrado. Ele pode ter sido cancelado.' });
      }
      const cancelled = await shop.clientBooking(corte, day, 1000);
      expect((await cancel(cancelled.token)).status).toBe(200);
      expect((await t.get(manage(cancelled.token))).status).toBe(404);
      const trashed = await shop.clientBooking(corte, day, 1100);
      expect((await t.as(barber).delete(`/api/appointment/admin/delete/trash/${trashed.appointment.id}`)).status).toBe(200);
      expect((await t.get(manage(trashed.token))).status).toBe(404);
    });

    it('says a booking inside the deadline, or past, can no longer change', async () => {
      const soon = slotStartingSoon();
      const { token } = await shop.clientBooking(corte, soon.date, soon.hour);
      expect((await t.get(manage(token))).body).toMatchObject({ status: 'booked', canChange: false });
      const past = await shop.clientBooking(corte, t.daysFromToday(-1), 1000);
      expect((await t.get(manage(past.token))).body).toMatchObject({ status: 'booked', canChange: false });
    });
  });

  describe('GET /api/appointment/manage/{token}/availability', () => {
    it('offers the barber’s free starts, the booking’s own slots counting as free', async () => {
      const { body: created } = await bookOnline(corte, 1000);
      await shop.appointment(corte, day, 1100);
      const response = await t.get(
        `${manage(created.manageToken)}/availability?jobId=${combo.id}&day=${day.day}&month=${day.month}&year=${day.year}`,
      );
      expect(response.status).toBe(200);
      const hours = response.body.slots.map((slot: { hour: number }) => slot.hour);
      expect(hours).toEqual(expect.arrayContaining([930, 1000]));
      expect(hours).not.toContain(1030);
      expect(hours).not.toContain(1100);
      expect(await hoursFree(combo)).not.toContain(1000);
    });

    it('is a 404 for a wrong token and a 400 for a bad query', async () => {
      expect((await t.get(`${manage(UNKNOWN_TOKEN)}/availability?jobId=${corte.id}&day=${day.day}&month=${day.month}&year=${day.year}`)).status).toBe(
        404,
      );
      const { token } = await shop.clientBooking(corte, day, 1000);
      expect((await t.get(`${manage(token)}/availability?jobId=${corte.id}&day=${day.day}&month=12&year=${day.year}`)).status).toBe(400);
    });
  });

  describe('PUT /api/appointment/manage/{token}', () => {
    it('moves the booking to another day, time and service of the same barber, freeing the old slot', async () => {
      const { body: created } = await bookOnline(corte, 1000);
      const otherDay = t.daysFromToday(4);
      const response = await move(created.manageToken, { date: otherDay, hour: 1400, job: combo });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ status: 'booked', ...otherDay, hour: 1400, service: { id: combo.id, doubleTime: true }, price: 55 });
      expect(await hoursFree(corte)).toContain(1000);
      expect(await hoursFree(corte, otherDay)).not.toEqual(expect.arrayContaining([1400]));
      expect(await hoursFree(corte, otherDay)).not.toContain(1430);
      expect((await t.get(manage(created.manageToken))).body).toMatchObject({ hour: 1400, ...otherDay });
    });

    it('refuses a taken time with the same 409 codes as a new booking, and keeps the booking', async () => {
      const { body: created } = await bookOnline(corte, 1000);
      await shop.appointment(corte, day, 1100);
      await shop.appointment(corte, day, 1230);
      const taken = await move(created.manageToken, { hour: 1100 });
      expect(taken.status).toBe(409);
      expect(taken.body).toEqual({ statusCode: 409, code: 'HOUR_CONFLICT', message: 'Este horário já está ocupado.' });
      expect((await move(created.manageToken, { hour: 1200, job: combo })).body.code).toBe('SECOND_HOUR_CONFLICT');
      await shop.closeHour(barber, 1500);
      expect((await move(created.manageToken, { hour: 1500 })).body.code).toBe('HOUR_UNAVAILABLE');
      expect((await move(created.manageToken, { hour: 1000, date: t.daysFromToday(-1) })).body.code).toBe('HOUR_UNAVAILABLE');
      expect((await t.get(manage(created.manageToken))).body).toMatchObject({ hour: 1000, ...day, service: { id: corte.id } });
    });

    it('may turn a single into a double over its own slot', async () => {
      const { body: created } = await bookOnline(corte, 1000);
      const response = await move(created.manageToken, { hour: 1000, job: combo });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ hour: 1000, service: { id: combo.id } });
    });

    it('never moves to another barber’s service, and checks the body', async () => {
      const { body: created } = await bookOnline(corte, 1000);
      expect((await move(created.manageToken, { hour: 1100, job: theirs })).status).toBe(400);
      const bad = await t.request('PUT', manage(created.manageToken), { ...day, hour: 1015, jobId: corte.id });
      expect(bad.status).toBe(400);
      expect(bad.body.code).toBe('VALIDATION_ERROR');
      const unknownField = await t.request('PUT', manage(created.manageToken), { ...day, hour: 1100, jobId: corte.id, userId: theirs.barberId });
      expect(unknownField.status).toBe(400);
    });

    it('is a 404 for a wrong token and a 409 CANCEL_DEADLINE_PASSED inside the deadline', async () => {
      expect((await move(UNKNOWN_TOKEN, { hour: 1100 })).status).toBe(404);
      const soon = slotStartingSoon();
      const { token } = await shop.clientBooking(corte, soon.date, soon.hour);
      const response = await move(token, { hour: 1100 });
      expect(response.status).toBe(409);
      expect(response.body.code).toBe('CANCEL_DEADLINE_PASSED');
      expect(response.body.message).toContain('2 horas');
      expect(response.body.message).toContain('WhatsApp');
    });
  });

  /**
   * A second outside probe moved a booking into the last CANCEL_MIN_HOURS (2 h) before its new
   * time, after which it could not be cancelled online: such a move is refused, and the move form's
   * times leave those out.
   */
  describe('moving into the last CANCEL_MIN_HOURS', () => {
    afterEach(() => {
      Settings.now = () => Date.now();
    });

    /** Freezes the shop clock (luxon's "now", which ShopClock reads) at a time of today. */
    const freezeTodayAt = (hour: number) => {
      const today = t.daysFromToday(0);
      const instant = t.app.get(ShopClock).instantOf(today, hour).getTime();
      Settings.now = () => instant;
      return today;
    };
    const movableHours = async (token: string, date: LocalDate) =>
      (await t.get(`${manage(token)}/availability?jobId=${corte.id}&day=${date.day}&month=${date.month}&year=${date.year}`)).body.slots.map(
        (slot: { hour: number }) => slot.hour,
      );

    it('is refused with 409 MOVE_INSIDE_CANCEL_WINDOW and a message in Portuguese, and the booking stays', async () => {
      const { body: created } = await bookOnline(corte, 1000);
      const soon = slotStartingSoon();

      const response = await move(created.manageToken, { date: soon.date, hour: soon.hour });

      expect(response.status).toBe(409);
      expect(response.body).toEqual({
        statusCode: 409,
        code: 'MOVE_INSIDE_CANCEL_WINDOW',
        message:
          'Escolha um horário que comece daqui a mais de 2 horas. Alterações e cancelamentos pelo site só são aceitos até 2 horas antes do horário.',
      });
      expect((await t.get(manage(created.manageToken))).body).toMatchObject({ ...day, hour: 1000, canChange: true });
    });

    it('offers only times starting CANCEL_MIN_HOURS from now or later, and moves to the first of them', async () => {
      const today = freezeTodayAt(1000);
      const { token } = await shop.clientBooking(corte, day, 1000);

      const hours = await movableHours(token, today);

      expect(hours[0]).toBe(1200);
      expect(hours).not.toEqual(expect.arrayContaining([1030]));
      expect(await hoursFree(corte, today)).toEqual(expect.arrayContaining([1030, 1100, 1130, 1200]));
      expect((await move(token, { date: today, hour: 1130 })).body.code).toBe('MOVE_INSIDE_CANCEL_WINDOW');
      const moved = await move(token, { date: today, hour: 1200 });
      expect(moved.status).toBe(200);
      expect(moved.body).toMatchObject({ ...today, hour: 1200, canChange: true });
    });

    it('leaves a time already started to the booking rules (409 HOUR_UNAVAILABLE)', async () => {
      const today = freezeTodayAt(1000);
      const { token } = await shop.clientBooking(corte, day, 1000);
      expect((await move(token, { date: today, hour: 930 })).body.code).toBe('HOUR_UNAVAILABLE');
    });
  });

  describe('PUT /api/appointment/manage/{token}/push', () => {
    const pushP256dh = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 3)]).toString('base64url');
    const pushAuth = Buffer.alloc(16, 5).toString('base64url');
    const subscription = { pushEndpoint: `${TEST_PUSH_ORIGIN}/push/device-1`, pushP256dh, pushAuth };
    const subscribe = (token: string, body: Record<string, unknown>) => t.request('PUT', `${manage(token)}/push`, body);

    it('stores this device’s subscription for the booking, says notifications are on, and tells the listeners once, not again for a new device', async () => {
      const { body: created } = await bookOnline(corte, 1000);
      const seen: string[] = [];
      const unsubscribe = t.app.get(BookingEvents).subscribe((event) => {
        seen.push(`${event.type} by ${event.by}`);
      });
      const response = await subscribe(created.manageToken, subscription);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ status: 'booked', hour: 1000, notifications: { enabled: true, reminders: [{ kind: 'before' }] } });
      expect(JSON.stringify(response.body)).not.toMatch(/push|device-1/i);
      expect(await storedRow(created.id)).toMatchObject({ push_endpoint: subscription.pushEndpoint, push_p256dh: pushP256dh, push_auth: pushAuth });
      expect((await t.get(manage(created.manageToken))).body.notifications.enabled).toBe(true);
      // The same subscription again changes nothing; another device's replaces it, without telling again.
      expect((await subscribe(created.manageToken, subscription)).status).toBe(200);
      const other = { ...subscription, pushEndpoint: `${TEST_PUSH_ORIGIN}/push/device-2` };
      expect((await subscribe(created.manageToken, other)).status).toBe(200);
      unsubscribe();
      expect(seen).toEqual(['subscribed by client']);
      expect((await storedRow(created.id)).push_endpoint).toBe(other.pushEndpoint);
    });

    it('refuses a push service off the allow-list and incomplete or bad keys with 400, a wrong or used-up token with 404', async () => {
      const { body: created } = await bookOnline(corte, 1000);
      const refused = [
        { ...subscription, pushEndpoint: 'https://evil.example/push/x' },
        { ...subscription, pushEndpoint: 'http://127.0.0.1:9/push/x' },
        { ...subscription, pushP256dh: 'abc' },
        { pushEndpoint: subscription.pushEndpoint },
        { pushEndpoint: '', pushP256dh: '', pushAuth: '' },
        {},
        { ...subscription, extra: 1 },
      ];
      for (const body of refused) {
        const response = await subscribe(created.manageToken, body);
        expect({ body, status: response.status, code: response.body.code }).toEqual({ body, status: 400, code: 'VALIDATION_ERROR' });
      }
      expect((await storedRow(created.id)).push_endpoint).toBeNull();
      expect((await subscribe(UNKNOWN_TOKEN, subscription)).status).toBe(404);
      await cancel(created.manageToken);
      expect((await subscribe(created.manageToken, subscription)).status).toBe(404);
    });
  });

  describe('POST /api/appointment/manage/{token}/cancel', () => {
    it('frees the slot at once: booking it again succeeds', async () => {
      const { body: created } = await bookOnline(corte, 1000);
      expect((await bookOnline(corte, 1000, day, { clientContact: '21999998888' })).body.code).toBe('HOUR_CONFLICT');
      const response = await cancel(created.manageToken);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ status: 'cancelled', canChange: false, hour: 1000 });
      expect(await hoursFree(corte)).toContain(1000);
      const again = await bookOnline(corte, 1000, day, { clientContact: '21999998888' });
      expect(again.status).toBe(200);
    });

    it('uses the token up: a second cancel, a move and the calendar are 404s', async () => {
      const { token } = await shop.clientBooking(corte, day, 1000);
      expect((await cancel(token)).status).toBe(200);
      expect((await cancel(token)).status).toBe(404);
      expect((await move(token, { hour: 1100 })).status).toBe(404);
      expect((await t.get(`${manage(token)}/calendar.ics`)).status).toBe(404);
    });

    it('is refused after the deadline with 409 CANCEL_DEADLINE_PASSED, and the booking stays', async () => {
      const soon = slotStartingSoon();
      const { token, appointment } = await shop.clientBooking(corte, soon.date, soon.hour);
      const response = await cancel(token);
      expect(response.status).toBe(409);
      expect(response.body).toMatchObject({ statusCode: 409, code: 'CANCEL_DEADLINE_PASSED' });
      expect((await storedRow(appointment.id)).cancelled_at).toBeNull();
      const past = await shop.clientBooking(corte, t.daysFromToday(-2), 1000);
      expect((await cancel(past.token)).body.code).toBe('CANCEL_DEADLINE_PASSED');
    });

    it('shows the barber the booking as cancelled by the client: in the agenda, not in the trash, not in revenue', async () => {
      const { token, appointment } = await shop.clientBooking(corte, day, 1000);
      await shop.appointment(combo, day, 1400);
      await cancel(token);
      const month = await t.as(barber).get(`/api/appointment/admin/get/month/${day.month}/${barber.id}?year=${day.year}`);
      const listed = month.body.find((entry: { id: string }) => entry.id === appointment.id);
      expect(listed.cancelledAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
      expect(listed).not.toHaveProperty('deletedAt');
      expect((await t.as(barber).get('/api/appointment/admin/trash')).body).toEqual([]);
      const revenue = await t.as(barber).get(`/api/budget/budget/user/${barber.id}/month/${day.month}?year=${day.year}`);
      expect(revenue.body).toMatchObject({ total: 55, appointments: 1 });
      const edit = await t.as(barber).put('/api/appointment/admin/update', {
        id: appointment.id,
        clientName: 'Maria',
        clientContact: '11987654321',
        ...day,
        hour: 1100,
        jobId: corte.id,
      });
      expect(edit.status).toBe(409);
      expect(edit.body.code).toBe('APPOINTMENT_CANCELLED');
      expect((await t.as(barber).get(`/api/appointment/admin/get/${appointment.id}`)).body.cancelledAt).toBeDefined();
    });
  });

  describe('GET /api/appointment/manage/{token}/calendar.ics', () => {
    it('is a text/calendar VEVENT whose DTSTART is the booking’s local start in the shop’s zone', async () => {
      const { body: created } = await bookOnline(combo, 1900);
      // The manage link in the file is on the address the client reached the app at.
      const response = await t.from('127.0.0.1').raw('GET', `${manage(created.manageToken)}/calendar.ics`, undefined, { host: 'barbearia.test' });
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(response.headers['content-disposition']).toBe('attachment; filename="agendamento.ics"');
      const ics = String(response.body);
      expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
      const event = parseVEvent(ics);
      expect(event.UID).toBe(`${created.id}@barbearia`);
      expect(event.DTSTAMP).toMatch(/^\d{8}T\d{6}Z$/);
      expect(event.SUMMARY).toBe('Corte + Barba com joao');
      expect(event.LOCATION).toBe('Barbearia Navalha de Ouro');
      const start = DateTime.fromFormat(event.DTSTART, "yyyyMMdd'T'HHmmss'Z'", { zone: 'utc' }).setZone(SHOP_TIMEZONE);
      const end = DateTime.fromFormat(event.DTEND, "yyyyMMdd'T'HHmmss'Z'", { zone: 'utc' }).setZone(SHOP_TIMEZONE);
      expect(start.toFormat('yyyy-MM-dd HH:mm')).toBe(`${toIsoDate(day)} 19:00`);
      expect(end.diff(start, 'minutes').minutes).toBe(60);
      // The manage link, to change or cancel from the calendar, and a reminder REMINDER_MINUTES (120) before.
      const manageUrl = `http://barbearia.test/agenda/gerenciar/${created.manageToken}`;
      expect(event.URL).toBe(manageUrl);
      expect(event.DESCRIPTION).toBe(`Agendamento de Maria Souza na Barbearia Navalha de Ouro. Para ver\\, alterar ou cancelar: ${manageUrl}`);
      expect(parseVAlarm(ics)).toEqual({ ACTION: 'DISPLAY', DESCRIPTION: 'Corte + Barba com joao', TRIGGER: '-PT120M' });
    });

    it('is a 404 for a wrong token', async () => {
      const response = await t.get(`${manage(UNKNOWN_TOKEN)}/calendar.ics`);
      expect(response.status).toBe(404);
      expect(response.body.code).toBe('NOT_FOUND');
    });
  });

  describe('the lookup by contact', () => {
    it('lists only the contact’s future live bookings', async () => {
      const contact = { clientName: 'Maria Souza', clientContact: '11987654321' };
      const future = await shop.clientBooking(corte, day, 1000, contact);
      await shop.clientBooking(corte, t.daysFromToday(-1), 1000, contact);
      const cancelled = await shop.clientBooking(corte, day, 1100, contact);
      await cancel(cancelled.token);
      const response = await t.get('/api/appointment/consultByClientContact/11987654321');
      expect(response.status).toBe(200);
      expect(response.body.map((entry: { id: string }) => entry.id)).toEqual([future.appointment.id]);
    });
  });

  it('publishes booked, moved and cancelled to the booking events’ listeners, after the change; a failing listener fails nothing', async () => {
    const seen: string[] = [];
    const loggedErrors = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const events = t.app.get(BookingEvents);
    const unsubscribeBroken = events.subscribe(() => {
      throw new Error('a broken listener');
    });
    const unsubscribe = events.subscribe(async (event) => {
      const stored = await storedRow(event.booking.id);
      seen.push(`${event.type} by ${event.by} at ${event.booking.hour}, stored at ${String(stored.hour)}${stored.cancelled_at ? ' cancelled' : ''}`);
    });
    const { body: created } = await bookOnline(corte, 1000);
    expect(created.manageToken).toBeDefined();
    expect((await move(created.manageToken, { hour: 1100 })).status).toBe(200);
    expect((await cancel(created.manageToken)).status).toBe(200);
    unsubscribeBroken();
    unsubscribe();
    expect(loggedErrors.mock.calls.map(([message]) => message)).toEqual(
      ['booked', 'moved', 'cancelled'].map((type) => `A listener of "${type}" failed for appointment ${created.id}`),
    );
    loggedErrors.mockRestore();
    expect(seen).toEqual([
      'booked by client at 1000, stored at 1000',
      'moved by client at 1100, stored at 1100',
      'cancelled by client at 1100, stored at 1100 cancelled',
    ]);
  });

  it('no answer but the creator’s own create carries the manage token, and none carries push fields', async () => {
    const pushP256dh = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url');
    const pushAuth = Buffer.alloc(16, 9).toString('base64url');
    const push = { pushEndpoint: `${TEST_PUSH_ORIGIN}/push/abc123`, pushP256dh, pushAuth };
    const { body: created } = await bookOnline(corte, 1000, day, push);
    const token: string = created.manageToken;
    const hash = createHash('sha256').update(token).digest('hex');
    const admin = t.as(barber);
    const answers = [
      created,
      (await t.get(manage(token))).body,
      (await move(token, { hour: 1030 })).body,
      (await t.request('PUT', `${manage(token)}/push`, push)).body,
      (await t.get(`${manage(token)}/calendar.ics`)).body,
      (await t.get(`${manage(token)}/availability?jobId=${corte.id}&day=${day.day}&month=${day.month}&year=${day.year}`)).body,
      (await t.get('/api/appointment/consultByClientContact/11987654321')).body,
      (await admin.get(`/api/appointment/admin/get/month/${day.month}/${barber.id}?year=${day.year}`)).body,
      (await admin.get(`/api/appointment/admin/get/${created.id}`)).body,
      (await admin.get(`/api/appointment/get/user/${barber.id}`)).body,
      (await admin.get(`/api/appointment/admin/get/day/${day.day}?month=${day.month}&year=${day.year}`)).body,
      (await admin.get(`/api/appointment/admin/get/next/${barber.id}`)).body,
      (
        await admin.put('/api/appointment/admin/update', {
          id: created.id,
          clientName: 'Maria S.',
          clientContact: '11987654321',
          ...day,
          hour: 1030,
          jobId: corte.id,
        })
      ).body,
      (await admin.delete(`/api/appointment/admin/delete/trash/${created.id}`)).body,
      (await admin.get('/api/appointment/admin/trash')).body,
      (await admin.post(`/api/appointment/admin/restore/${created.id}`)).body,
      (await cancel(token)).body,
    ];
    const [createAnswer, ...others] = answers.map((answer) => (typeof answer === 'string' ? answer : JSON.stringify(answer)));
    expect(createAnswer).toContain(token);
    for (const answer of [createAnswer, ...others]) {
      expect(answer).not.toContain(hash);
      expect(answer).not.toMatch(/push|abc123|manageTokenHash/i);
      expect(answer).not.toContain(pushP256dh);
      expect(answer).not.toContain(pushAuth);
    }
    for (const answer of others) {
      expect(answer).not.toContain(token);
      expect(answer).not.toContain('manageToken');
    }
  });
});

/** The properties of the first VEVENT of an iCalendar text, lines unfolded (RFC 5545 §3.1), its alarm left out. */
function parseVEvent(ics: string): Record<string, string> {
  const lines = unfoldedLines(ics);
  const event = lines.slice(lines.indexOf('BEGIN:VEVENT') + 1, lines.indexOf('END:VEVENT'));
  const alarmAt = event.indexOf('BEGIN:VALARM');
  return properties(alarmAt < 0 ? event : [...event.slice(0, alarmAt), ...event.slice(event.indexOf('END:VALARM') + 1)]);
}

/** The properties of the event's VALARM. */
function parseVAlarm(ics: string): Record<string, string> {
  const lines = unfoldedLines(ics);
  return properties(lines.slice(lines.indexOf('BEGIN:VALARM') + 1, lines.indexOf('END:VALARM')));
}

function unfoldedLines(ics: string): string[] {
  return ics.replace(/\r\n[ \t]/g, '').split('\r\n');
}

function properties(lines: string[]): Record<string, string> {
  return Object.fromEntries(
    lines.map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).split(';')[0], line.slice(colon + 1)];
    }),
  );
}
