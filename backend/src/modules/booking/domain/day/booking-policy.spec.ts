import { minutesToHour } from '../../../../shared/time/hhmm';
import { BookingPolicy } from './booking-policy';
import { BookingClock, DaySchedule } from './day-schedule';

/** An open day of half-hour slots, 07:30 to 19:30 (the shop's default hours). */
const OPEN_HOURS: readonly number[] = Array.from({ length: 25 }, (_, index) => minutesToHour(7 * 60 + 30 + index * 30));

const today = { year: 2026, month: 10, day: 23 };
const tomorrow = { year: 2026, month: 10, day: 24 };

function clock(overrides: Partial<BookingClock> = {}): BookingClock {
  return { today, minutesNow: 9 * 60, lastBookableDate: { year: 2027, month: 0, day: 22 }, ...overrides };
}

function schedule(overrides: Partial<DaySchedule> = {}): DaySchedule {
  return {
    date: tomorrow,
    openHours: OPEN_HOURS,
    weekdayOff: false,
    blockedHours: [],
    booked: [],
    ...overrides,
  };
}

function problemCode(day: DaySchedule, start: number, takesTwoSlots = false, now = clock()): string | null {
  return new BookingPolicy(day, now).problemWith(start, takesTwoSlots)?.code ?? null;
}

describe('BookingPolicy — a single-slot service', () => {
  it('offers every open hour of an open day', () => {
    expect(new BookingPolicy(schedule(), clock()).bookableStarts(false)).toEqual([...OPEN_HOURS]);
  });

  it('refuses a taken hour with HOUR_CONFLICT', () => {
    expect(problemCode(schedule({ booked: [{ hour: 1000, slotCount: 1 }] }), 1000)).toBe('HOUR_CONFLICT');
  });

  it('refuses the second half of a double booking with HOUR_CONFLICT', () => {
    expect(problemCode(schedule({ booked: [{ hour: 1000, slotCount: 2 }] }), 1030)).toBe('HOUR_CONFLICT');
    expect(problemCode(schedule({ booked: [{ hour: 1000, slotCount: 2 }] }), 1100)).toBeNull();
  });

  it('refuses a slot the barber does not open on that weekday', () => {
    const day = schedule({ openHours: [1030] });
    expect(problemCode(day, 1000)).toBe('HOUR_UNAVAILABLE');
    expect(problemCode(day, 1100)).toBe('HOUR_UNAVAILABLE');
    expect(problemCode(day, 1030)).toBeNull();
  });

  it('refuses a time the barber blocked that day, but not the other times', () => {
    const day = schedule({ blockedHours: [1400] });
    expect(problemCode(day, 1400)).toBe('HOUR_UNAVAILABLE');
    expect(problemCode(day, 1430)).toBeNull();
  });

  it('refuses every time of a day blocked whole (hour 0) or of a weekday off', () => {
    expect(new BookingPolicy(schedule({ blockedHours: [0] }), clock()).bookableStarts(false)).toEqual([]);
    expect(new BookingPolicy(schedule({ weekdayOff: true }), clock()).bookableStarts(false)).toEqual([]);
  });
});

describe('BookingPolicy — time and booking window', () => {
  it('offers only times still ahead today, in the shop clock', () => {
    const now = clock({ minutesNow: 10 * 60 + 15 });
    const starts = new BookingPolicy(schedule({ date: today }), now).bookableStarts(false);
    expect(starts[0]).toBe(1030);
    expect(problemCode(schedule({ date: today }), 1000, false, now)).toBe('HOUR_UNAVAILABLE');
  });

  it('refuses the time that starts right now', () => {
    expect(problemCode(schedule({ date: today }), 1000, false, clock({ minutesNow: 10 * 60 }))).toBe('HOUR_UNAVAILABLE');
  });

  it('lets the barber book the slot running now until it ends, never an earlier one', () => {
    const walkIn = (minutesNow: number) => new BookingPolicy(schedule({ date: today }), clock({ minutesNow }), 'barber');
    expect(walkIn(14 * 60 + 30).problemWith(1430, false)).toBeNull();
    expect(walkIn(14 * 60 + 59).problemWith(1430, false)).toBeNull();
    expect(walkIn(15 * 60).problemWith(1430, false)?.code).toBe('HOUR_UNAVAILABLE');
    expect(walkIn(14 * 60 + 45).bookableStarts(false)[0]).toBe(1430);
    expect(walkIn(14 * 60 + 45).problemWith(1400, false)?.code).toBe('HOUR_UNAVAILABLE');
  });

  it('refuses a day before today', () => {
    expect(problemCode(schedule({ date: { year: 2026, month: 10, day: 22 } }), 1000)).toBe('HOUR_UNAVAILABLE');
  });

  it('accepts the last day of the window and refuses the day after it', () => {
    expect(problemCode(schedule({ date: { year: 2027, month: 0, day: 22 } }), 1000)).toBeNull();
    expect(problemCode(schedule({ date: { year: 2027, month: 0, day: 23 } }), 1000)).toBe('HOUR_UNAVAILABLE');
  });

  it('books across a year change when the window reaches into the next year', () => {
    const lateDecember = clock({ today: { year: 2026, month: 11, day: 30 }, lastBookableDate: { year: 2027, month: 1, day: 28 } });
    expect(problemCode(schedule({ date: { year: 2027, month: 0, day: 4 } }), 930, false, lateDecember)).toBeNull();
    expect(problemCode(schedule({ date: { year: 2026, month: 11, day: 29 } }), 930, false, lateDecember)).toBe('HOUR_UNAVAILABLE');
  });
});

describe('BookingPolicy — a double-time service', () => {
  it('needs the chosen slot and the next one free', () => {
    expect(problemCode(schedule(), 1000, true)).toBeNull();
  });

  it('refuses a taken first slot with FIRST_HOUR_CONFLICT', () => {
    expect(problemCode(schedule({ booked: [{ hour: 1000, slotCount: 1 }] }), 1000, true)).toBe('FIRST_HOUR_CONFLICT');
  });

  it('refuses a taken second slot with SECOND_HOUR_CONFLICT', () => {
    expect(problemCode(schedule({ booked: [{ hour: 1030, slotCount: 1 }] }), 1000, true)).toBe('SECOND_HOUR_CONFLICT');
  });

  it('never straddles a closed, blocked or missing slot (DOUBLE_TIME_CONFLICT)', () => {
    const closed = schedule({ openHours: OPEN_HOURS.filter((hour) => hour !== 1030) });
    expect(problemCode(closed, 1000, true)).toBe('DOUBLE_TIME_CONFLICT');
    expect(problemCode(schedule({ blockedHours: [1030] }), 1000, true)).toBe('DOUBLE_TIME_CONFLICT');
    expect(problemCode(schedule(), 1930, true)).toBe('DOUBLE_TIME_CONFLICT');
  });

  it('never straddles a break: a lunch 12:00-13:00 refuses 11:30 for a double service and both times of the break', () => {
    const lunch = schedule({ openHours: OPEN_HOURS.filter((hour) => hour < 1200 || hour >= 1300) });
    expect(problemCode(lunch, 1130, true)).toBe('DOUBLE_TIME_CONFLICT');
    expect(problemCode(lunch, 1130)).toBeNull();
    expect(problemCode(lunch, 1200)).toBe('HOUR_UNAVAILABLE');
    expect(problemCode(lunch, 1230, true)).toBe('HOUR_UNAVAILABLE');
    expect(problemCode(lunch, 1300, true)).toBeNull();
    expect(new BookingPolicy(lunch, clock()).bookableStarts(true)).not.toContain(1130);
  });

  it('checks the first slot before the second', () => {
    const day = schedule({ booked: [{ hour: 1000, slotCount: 1 }], blockedHours: [1030] });
    expect(problemCode(day, 1000, true)).toBe('FIRST_HOUR_CONFLICT');
  });

  it('offers only starts whose next slot is free', () => {
    const starts = new BookingPolicy(schedule({ booked: [{ hour: 1100, slotCount: 1 }] }), clock()).bookableStarts(true);
    expect(starts).not.toContain(1030);
    expect(starts).not.toContain(1100);
    expect(starts).toContain(1000);
    expect(starts).toContain(1130);
    expect(starts).not.toContain(1930);
  });

  it('throws the conflict from ensureBookable', () => {
    const policy = new BookingPolicy(schedule({ booked: [{ hour: 1030, slotCount: 1 }] }), clock());
    expect(() => policy.ensureBookable(1000, true)).toThrow('O segundo horário do serviço duplo já está ocupado.');
    expect(() => policy.ensureBookable(1100, true)).not.toThrow();
  });
});
