import { Barber } from '../../backend/src/modules/barbers/domain/barber.entity';
import { Service } from '../../backend/src/modules/services/domain/service.entity';
import { compareDates, daysOfMonth, LocalDate, toIsoDate, weekdayOf } from '../../backend/src/shared/time/local-date';
import { ShopBuilder } from '../support/shop-builder';
import { CORTE, standardShop } from '../support/standard-shop';
import { TestApp } from '../support/test-app';

interface MonthDay {
  date: string;
  day: number;
  freeStarts: number;
  openStarts: number;
}

describe('GET /api/availability/month (the client calendar)', () => {
  let t: TestApp;
  let shop: ShopBuilder;
  let barber: Barber;
  let corte: Service;
  let combo: Service;
  /** The month under test: the one 15 days from today, so at least 15 of its days are inside the booking window. */
  let month: { year: number; month: number };
  /** Its days inside the booking window, today and the last bookable day included. */
  let windowDays: LocalDate[];

  beforeAll(async () => {
    t = await TestApp.start();
    shop = new ShopBuilder(t);
  });
  beforeEach(async () => {
    ({ barber, corte, combo } = await standardShop(t, {
      barber: { services: { corte: CORTE, combo: { name: 'Corte + Barba', doubleTime: true } } },
    }));
    const { year, month: monthIndex } = t.daysFromToday(15);
    month = { year, month: monthIndex };
    const [today, lastBookable] = [t.daysFromToday(0), t.daysFromToday(60)];
    windowDays = daysOfMonth(year, monthIndex).filter((date) => compareDates(date, today) >= 0 && compareDates(date, lastBookable) <= 0);
  });
  afterAll(() => t.close());

  const monthOf = (job: Service, wanted: { year: number; month: number } = month) =>
    t.get(`/api/availability/month?userId=${job.barberId}&jobId=${job.id}&month=${wanted.month}&year=${wanted.year}`);
  const dayOf = async (job: Service, date: LocalDate): Promise<number> => {
    const response = await t.get(`/api/availability?userId=${job.barberId}&jobId=${job.id}&day=${date.day}&month=${date.month}&year=${date.year}`);
    expect(response.status).toBe(200);
    return response.body.slots.length;
  };
  const freeStartsOf = (days: MonthDay[], date: LocalDate) => days.find((entry) => entry.date === toIsoDate(date))?.freeStarts;

  it('answers every day of the month inside the booking window with as many free starts as the day endpoint', async () => {
    // Tomorrow's weekday is a day off, the day after is a whole day off, the next has a blocked time and bookings.
    const later = windowDays.filter((date) => compareDates(date, t.daysFromToday(0)) > 0);
    const [weekdayOffDay, dayOff, busyDay, lastSlotDay] = later;
    await shop.weekdayOff(barber, weekdayOf(weekdayOffDay));
    await shop.unavailable(barber, dayOff);
    await shop.unavailable(barber, busyDay, 1400);
    await shop.appointment(corte, busyDay, 1000);
    await shop.appointment(combo, busyDay, 1500);
    await shop.appointment(corte, lastSlotDay, 1930);

    for (const job of [corte, combo]) {
      const response = await monthOf(job);
      expect(response.status).toBe(200);
      expect(response.body.year).toBe(month.year);
      expect(response.body.month).toBe(month.month);
      const days: MonthDay[] = response.body.days;
      expect(days.map((entry) => entry.date)).toEqual(windowDays.map(toIsoDate));
      expect(days.map((entry) => entry.day)).toEqual(windowDays.map((date) => date.day));
      for (const date of windowDays)
        expect({ date: toIsoDate(date), freeStarts: freeStartsOf(days, date) }).toEqual({
          date: toIsoDate(date),
          freeStarts: await dayOf(job, date),
        });
    }

    const corteDays: MonthDay[] = (await monthOf(corte)).body.days;
    const comboDays: MonthDay[] = (await monthOf(combo)).body.days;
    for (const date of windowDays.filter((candidate) => weekdayOf(candidate) === weekdayOf(weekdayOffDay))) {
      expect(freeStartsOf(corteDays, date)).toBe(0);
    }
    expect(freeStartsOf(corteDays, dayOff)).toBe(0);
    // 25 slots less the blocked 14:00, the single at 10:00 and both halves of the double at 15:00.
    expect(freeStartsOf(corteDays, busyDay)).toBe(21);
    // A double also needs the next slot open and free: no start at 09:30, 10:00, 13:30, 14:00, 14:30, 15:00, 15:30, 19:30.
    expect(freeStartsOf(comboDays, busyDay)).toBe(17);
    expect(freeStartsOf(corteDays, lastSlotDay)).toBe(24);
    expect(freeStartsOf(comboDays, lastSlotDay)).toBe(23);

    // What the day's hours allow, bookings aside (the waitlist's days): 0 only where the barber doesn't work.
    const openStartsOf = (days: MonthDay[], date: LocalDate) => days.find((entry) => entry.date === toIsoDate(date))?.openStarts;
    expect(openStartsOf(corteDays, weekdayOffDay)).toBe(0);
    expect(openStartsOf(corteDays, dayOff)).toBe(0);
    expect(openStartsOf(corteDays, busyDay)).toBe(24);
    expect(openStartsOf(comboDays, busyDay)).toBe(22);
    expect(openStartsOf(corteDays, lastSlotDay)).toBe(25);
  });

  it('answers no days for a month before today or after the booking window', async () => {
    const lastMonth = t.daysFromToday(-31);
    const before = await monthOf(corte, lastMonth);
    expect(before.status).toBe(200);
    expect(before.body).toEqual({ year: lastMonth.year, month: lastMonth.month, days: [] });
    const beyond = t.daysFromToday(100);
    const after = await monthOf(corte, beyond);
    expect(after.status).toBe(200);
    expect(after.body).toEqual({ year: beyond.year, month: beyond.month, days: [] });
  });

  it('answers 0 free starts on every day of a barber without hours', async () => {
    const idle = await shop.barber({ hours: [] });
    const response = await monthOf(await shop.job(idle));
    expect(response.status).toBe(200);
    expect(response.body.days).toHaveLength(windowDays.length);
    expect(response.body.days.every((entry: MonthDay) => entry.freeStarts === 0 && entry.openStarts === 0)).toBe(true);
  });

  it.each([
    ['month 12', { month: '12' }],
    ['month -1', { month: '-1' }],
    ['text as year', { year: 'abc' }],
    ['a year before 2000', { year: '1999' }],
    ['missing jobId', { jobId: undefined }],
    ['a userId that is not a UUID', { userId: 'joao' }],
    ['an unknown parameter', { day: '1' }],
  ])('answers 400 VALIDATION_ERROR for %s', async (_, change) => {
    const params: Record<string, string | undefined> = {
      userId: barber.id,
      jobId: corte.id,
      month: String(month.month),
      year: String(month.year),
      ...change,
    };
    const query = Object.entries(params)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => `${key}=${value}`)
      .join('&');
    const response = await t.get(`/api/availability/month?${query}`);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ statusCode: 400, code: 'VALIDATION_ERROR', message: expect.any(String) });
  });

  it('answers 404 for an unknown service or an inactive barber, 400 for a service of another barber', async () => {
    const unknown = await t.get(
      `/api/availability/month?userId=${barber.id}&jobId=6c1e1e4e-1111-4a2b-9c3d-000000000000&month=${month.month}&year=${month.year}`,
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('NOT_FOUND');

    const other = await shop.barber();
    const theirs = await shop.job(other);
    const foreign = await t.get(`/api/availability/month?userId=${barber.id}&jobId=${theirs.id}&month=${month.month}&year=${month.year}`);
    expect(foreign.status).toBe(400);
    expect(foreign.body.code).toBe('VALIDATION_ERROR');

    const gone = await shop.barber({ active: false });
    const goneJob = await shop.job(gone);
    const inactive = await monthOf(goneJob);
    expect(inactive.status).toBe(404);
  });
});
