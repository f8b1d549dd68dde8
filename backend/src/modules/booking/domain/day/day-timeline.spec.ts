import { minutesToHour } from '../../../../shared/time/hhmm';
import { BookingClock, DaySchedule } from './day-schedule';
import { dayTimeline } from './day-timeline';

const HOURS = Array.from({ length: 6 }, (_, index) => minutesToHour(9 * 60 + index * 30)); // 09:00 … 11:30
const today = { year: 2026, month: 10, day: 23 };

function schedule(overrides: Partial<DaySchedule> = {}): DaySchedule {
  return { date: today, openHours: HOURS, weekdayOff: false, blockedHours: [], booked: [], ...overrides };
}

const clock = (minutesNow: number): BookingClock => ({ today, minutesNow, lastBookableDate: { year: 2027, month: 0, day: 22 } });

describe('dayTimeline', () => {
  it('marks booked, blocked, free and past slots; the running slot is free for a walk-in', () => {
    const day = schedule({ blockedHours: [1100], booked: [{ hour: 1000, slotCount: 2 }] });
    const timeline = dayTimeline(day, [{ id: 'a1', hour: 1000, slotCount: 2 }], clock(9 * 60 + 40));
    expect(timeline.closure).toBeNull();
    expect(timeline.slots).toEqual([
      { hour: 900, state: 'past', appointmentId: null, continued: false, outsideHours: false },
      { hour: 930, state: 'free', appointmentId: null, continued: false, outsideHours: false },
      { hour: 1000, state: 'booked', appointmentId: 'a1', continued: false, outsideHours: false },
      { hour: 1030, state: 'booked', appointmentId: 'a1', continued: true, outsideHours: false },
      { hour: 1100, state: 'blocked', appointmentId: null, continued: false, outsideHours: false },
      { hour: 1130, state: 'free', appointmentId: null, continued: false, outsideHours: false },
    ]);
  });

  it('leaves out the hours closed on that weekday but keeps a booking made outside the hours', () => {
    const day = schedule({
      openHours: [930],
      booked: [{ hour: 1400, slotCount: 1 }],
    });
    const hours = dayTimeline(day, [{ id: 'a1', hour: 1400, slotCount: 1 }], clock(0)).slots.map(({ hour, state }) => [hour, state]);
    expect(hours).toEqual([
      [930, 'free'],
      [1400, 'booked'],
    ]);
    const timeline = dayTimeline(day, [{ id: 'a1', hour: 1400, slotCount: 1 }], clock(0));
    expect(timeline.slots.map((slot) => slot.outsideHours)).toEqual([false, true]);
    expect(timeline.outsideHours).toEqual(new Set(['a1']));
  });

  it('marks a booking whose second half lies in a break as outside the hours, not its first half', () => {
    const day = schedule({ openHours: [900, 930, 1030], booked: [{ hour: 930, slotCount: 2 }] });
    const timeline = dayTimeline(day, [{ id: 'a1', hour: 930, slotCount: 2 }], clock(0));
    expect(timeline.slots.map(({ hour, outsideHours }) => [hour, outsideHours])).toEqual([
      [900, false],
      [930, false],
      [1000, true],
      [1030, false],
    ]);
    expect(timeline.outsideHours).toEqual(new Set(['a1']));
  });

  it('says why a whole day is closed and marks its slots closed', () => {
    expect(dayTimeline(schedule({ weekdayOff: true }), [], clock(0)).closure).toBe('weekday_off');
    const dayOff = dayTimeline(schedule({ blockedHours: [0] }), [], clock(0));
    expect(dayOff.closure).toBe('day_off');
    expect(new Set(dayOff.slots.map((slot) => slot.state))).toEqual(new Set(['closed']));
  });
});
