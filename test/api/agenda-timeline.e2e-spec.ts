import { Settings } from 'luxon';
import { Barber } from '../../backend/src/modules/barbers/domain/barber.entity';
import { Service } from '../../backend/src/modules/services/domain/service.entity';
import { addDays, LocalDate, toIsoDate, weekdayOf } from '../../backend/src/shared/time/local-date';
import { ShopClock } from '../../backend/src/shared/time/shop-clock';
import { ShopBuilder } from '../support/shop-builder';
import { CORTE, CORTE_E_BARBA, standardShop } from '../support/standard-shop';
import { TestApp } from '../support/test-app';

const UNKNOWN_ID = '6c1e1e4e-1111-4a2b-9c3d-000000000000';

describe("the barber's day and week (timeline) and walk-ins", () => {
  let t: TestApp;
  let shop: ShopBuilder;
  let barber: Barber;
  let other: Barber;
  let corte: Service;
  let combo: Service;
  let day: LocalDate;

  beforeAll(async () => {
    t = await TestApp.start();
    shop = new ShopBuilder(t);
  });
  beforeEach(async () => {
    ({ barber, other, corte, combo, day } = await standardShop(t, { barber: { services: { corte: CORTE, combo: CORTE_E_BARBA } }, other: true }));
  });
  afterEach(() => {
    Settings.now = () => Date.now();
  });
  afterAll(() => t.close());

  const timelineUrl = (date: LocalDate, days?: number, barberId = barber.id) =>
    `/api/appointment/admin/timeline/${barberId}?day=${date.day}&month=${date.month}&year=${date.year}${days === undefined ? '' : `&days=${days}`}`;
  const stateOf = (slots: { hour: number; state: string }[], hour: number) => slots.find((slot) => slot.hour === hour)?.state;

  /** Freezes the shop clock (luxon's "now", which ShopClock reads) at a time of today. */
  const freezeTodayAt = (hour: number, seconds: number) => {
    const today = t.daysFromToday(0);
    const instant = t.app.get(ShopClock).instantOf(today, hour).getTime() + seconds * 1000;
    Settings.now = () => instant;
    return today;
  };

  describe('GET /api/appointment/admin/timeline/:barberId', () => {
    it('answers a day slot by slot: the booking with its client, the blocked time and the free slots', async () => {
      const booked = await shop.appointment(combo, day, 1000, { clientName: 'Maria Souza', clientContact: '11987654321' });
      await shop.unavailable(barber, day, 1400);
      const response = await t.as(barber).get(timelineUrl(day));
      expect(response.status).toBe(200);
      expect(response.body.days).toHaveLength(1);
      const [timeline] = response.body.days;
      expect(timeline).toMatchObject({ date: toIsoDate(day), ...day, weekday: weekdayOf(day), closure: null });
      expect(timeline.slots).toHaveLength(25);
      expect(timeline.slots[0]).toEqual({ hour: 730, label: '07:30', state: 'free', appointmentId: null, continued: false, outsideHours: false });
      expect(timeline.slots.find((slot: { hour: number }) => slot.hour === 1000)).toEqual({
        hour: 1000,
        label: '10:00',
        state: 'booked',
        appointmentId: booked.id,
        continued: false,
        outsideHours: false,
      });
      expect(timeline.slots.find((slot: { hour: number }) => slot.hour === 1030)).toMatchObject({
        state: 'booked',
        appointmentId: booked.id,
        continued: true,
      });
      expect(stateOf(timeline.slots, 1100)).toBe('free');
      expect(stateOf(timeline.slots, 1400)).toBe('blocked');
      expect(timeline.appointments).toEqual([
        expect.objectContaining({
          id: booked.id,
          clientName: 'Maria Souza',
          clientContact: '11987654321',
          previousPayment: false,
          job: expect.objectContaining({ name: 'Corte + Barba' }),
          contactFutureBookings: 1,
        }),
      ]);
    });

    it('answers a week: seven days, a weekday off and a day without appointments say so', async () => {
      await shop.weekdayOff(barber, weekdayOf(addDays(day, 1)));
      await shop.unavailable(barber, addDays(day, 2));
      const response = await t.as(barber).get(timelineUrl(day, 7));
      expect(response.status).toBe(200);
      expect(response.body.days.map((entry: { date: string }) => entry.date)).toEqual([0, 1, 2, 3, 4, 5, 6].map((n) => toIsoDate(addDays(day, n))));
      expect(response.body.days.map((entry: { closure: string | null }) => entry.closure).slice(0, 3)).toEqual([null, 'weekday_off', 'day_off']);
      expect(new Set(response.body.days[2].slots.map((slot: { state: string }) => slot.state))).toEqual(new Set(['closed']));
    });

    it("marks today's finished slots as past and the running one as free", async () => {
      const today = freezeTodayAt(1430, 27);
      const response = await t.as(barber).get(timelineUrl(today));
      expect(stateOf(response.body.days[0].slots, 1400)).toBe('past');
      expect(stateOf(response.body.days[0].slots, 1430)).toBe('free');
    });

    it("answers 403 for another barber's agenda, 400 for a bad range, 401 without a token", async () => {
      expect((await t.as(other).get(timelineUrl(day))).body).toEqual({ statusCode: 403, code: 'FORBIDDEN', message: expect.any(String) });
      for (const url of [
        timelineUrl(day, 8),
        timelineUrl(day, 0),
        timelineUrl({ ...day, month: 12 }),
        `/api/appointment/admin/timeline/x?day=1&month=0&year=2026`,
      ]) {
        const response = await t.as(barber).get(url);
        expect({ url, status: response.status, code: response.body.code }).toEqual({ url, status: 400, code: 'VALIDATION_ERROR' });
      }
      expect((await t.as(barber).get(timelineUrl({ year: 2026, month: 1, day: 30 }))).status).toBe(400);
      expect((await t.get(timelineUrl(day))).status).toBe(401);
      expect((await t.as(barber).get(timelineUrl(day, 1, UNKNOWN_ID))).status).toBe(403);
    });
  });

  describe('bookings outside the current hours', () => {
    /** The barber's hours of the booked day's weekday become 09:00–18:00 with lunch 12:00–13:00. */
    const setLunchBreak = async () => {
      const hours = { start: 900, end: 1800, breaks: [{ start: 1200, end: 1300 }] };
      const response = await t.as(barber).put(`/api/hour/week/${barber.id}/${weekdayOf(day)}`, { open: true, hours });
      expect(response.status).toBe(200);
    };

    it('the timeline flags a booking the new hours left out (its slot and the appointment); the break itself is a gap', async () => {
      const inside = await shop.appointment(corte, day, 1000, { clientName: 'Dentro', clientContact: '11900000001' });
      const atLunch = await shop.appointment(corte, day, 1200, { clientName: 'No Almoço', clientContact: '11900000002' });
      const early = await shop.appointment(corte, day, 800, { clientName: 'Cedo', clientContact: '11900000003' });
      await setLunchBreak();

      const [timeline] = (await t.as(barber).get(timelineUrl(day))).body.days;
      const slot = (hour: number) => timeline.slots.find((entry: { hour: number }) => entry.hour === hour);
      expect(slot(800)).toMatchObject({ state: 'booked', appointmentId: early.id, outsideHours: true });
      expect(slot(830)).toBeUndefined();
      expect(slot(1000)).toMatchObject({ state: 'booked', outsideHours: false });
      expect(slot(1200)).toMatchObject({ state: 'booked', appointmentId: atLunch.id, outsideHours: true });
      expect(slot(1230)).toBeUndefined();
      expect(slot(1300)).toMatchObject({ state: 'free', outsideHours: false });
      const flagged = (id: string) => timeline.appointments.find((entry: { id: string }) => entry.id === id).outsideHours;
      expect([flagged(early.id), flagged(inside.id), flagged(atLunch.id)]).toEqual([true, undefined, true]);
    });

    it('GET admin/outside-hours lists the future ones soonest first, flagged; a weekday now off counts, a past one does not', async () => {
      const atLunch = await shop.appointment(corte, day, 1200, { clientName: 'No Almoço', clientContact: '11900000002' });
      await shop.appointment(corte, day, 1000, { clientName: 'Dentro', clientContact: '11900000001' });
      const later = addDays(day, 1);
      const onDayOff = await shop.appointment(corte, later, 1000, { clientName: 'Na Folga', clientContact: '11900000004' });
      await setLunchBreak();
      await shop.weekdayOff(barber, weekdayOf(later));

      const response = await t.as(barber).get(`/api/appointment/admin/outside-hours/${barber.id}`);
      expect(response.status).toBe(200);
      expect(response.body.map((entry: { id: string; outsideHours: boolean }) => [entry.id, entry.outsideHours])).toEqual([
        [atLunch.id, true],
        [onDayOff.id, true],
      ]);
      expect(response.body[0]).toMatchObject({ clientName: 'No Almoço', label: '12:00', clientNoShows: 0 });
    });

    it("answers 403 for another barber's, 400 for a bad id, 401 without a token", async () => {
      expect((await t.as(other).get(`/api/appointment/admin/outside-hours/${barber.id}`)).status).toBe(403);
      expect((await t.as(barber).get('/api/appointment/admin/outside-hours/x')).status).toBe(400);
      expect((await t.get(`/api/appointment/admin/outside-hours/${barber.id}`)).status).toBe(401);
    });
  });

  describe('walk-ins', () => {
    const walkIn = (date: LocalDate, hour: number, overrides: Record<string, unknown> = {}) => ({
      clientName: 'Cliente Balcão',
      clientContact: '11955554444',
      hour,
      ...date,
      jobId: corte.id,
      userId: barber.id,
      ...overrides,
    });
    const availabilityQuery = (date: LocalDate) => `userId=${barber.id}&jobId=${corte.id}&day=${date.day}&month=${date.month}&year=${date.year}`;

    it('the barber books the slot running now (14:30 at 14:30:27); a client online cannot', async () => {
      const today = freezeTodayAt(1430, 27);
      const adminTimes = await t.as(barber).get(`/api/appointment/admin/availability?${availabilityQuery(today)}`);
      expect(adminTimes.status).toBe(200);
      expect(adminTimes.body.slots[0]).toEqual({ hour: 1430, label: '14:30' });
      const clientTimes = await t.get(`/api/availability?${availabilityQuery(today)}`);
      expect(clientTimes.body.slots[0].hour).toBe(1500);

      const online = await t.post('/api/appointment/create', walkIn(today, 1430, { clientContact: '11987654321' }));
      expect(online.body).toMatchObject({ statusCode: 409, code: 'HOUR_UNAVAILABLE' });

      const booked = await t.as(barber).post('/api/appointment/admin/create', walkIn(today, 1430));
      expect(booked.status).toBe(200);
      expect(booked.body).toMatchObject({ hour: 1430, date: toIsoDate(today), clientName: 'Cliente Balcão' });
    });

    it('refuses the slot once it has ended, and an earlier one', async () => {
      const today = freezeTodayAt(1500, 0);
      for (const hour of [1430, 1400]) {
        const response = await t.as(barber).post('/api/appointment/admin/create', walkIn(today, hour));
        expect({ hour, status: response.status, code: response.body.code }).toEqual({ hour, status: 409, code: 'HOUR_UNAVAILABLE' });
      }
    });

    it("the barber's booking needs no contact; a client's online booking still does", async () => {
      for (const clientContact of [undefined, '', '  ']) {
        const body = walkIn(day, clientContact === undefined ? 900 : clientContact === '' ? 930 : 1000, { clientContact });
        const response = await t.as(barber).post('/api/appointment/admin/create', body);
        expect({ clientContact, status: response.status }).toEqual({ clientContact, status: 200 });
        expect(response.body.clientContact).toBe('');
      }
      const shortContact = await t.as(barber).post('/api/appointment/admin/create', walkIn(day, 1100, { clientContact: '123' }));
      expect(shortContact.status).toBe(400);
      const online = await t.post('/api/appointment/create', walkIn(day, 1100, { clientContact: undefined }));
      expect(online.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR' });

      const listed = await t.as(barber).get(timelineUrl(day));
      expect(listed.body.days[0].appointments.map((entry: { contactFutureBookings: number }) => entry.contactFutureBookings)).toEqual([0, 0, 0]);
    });
  });
});
