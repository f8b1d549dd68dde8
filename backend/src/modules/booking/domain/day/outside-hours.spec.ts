import { hoursOnDate, isOutsideHours } from './outside-hours';

// 09:00–12:00 with a break 10:00–10:30: open at 900, 930, 1030, 1100, 1130.
const OPEN = [900, 930, 1030, 1100, 1130];

describe('isOutsideHours', () => {
  it('is false for a booking inside the open hours, a double one included', () => {
    expect(isOutsideHours({ openHours: OPEN, weekdayOff: false }, { hour: 900, slotCount: 2 })).toBe(false);
    expect(isOutsideHours({ openHours: OPEN, weekdayOff: false }, { hour: 1130, slotCount: 1 })).toBe(false);
  });

  it('is true in a break, after closing, or when the second half of a double one is no longer open', () => {
    expect(isOutsideHours({ openHours: OPEN, weekdayOff: false }, { hour: 1000, slotCount: 1 })).toBe(true);
    expect(isOutsideHours({ openHours: OPEN, weekdayOff: false }, { hour: 1200, slotCount: 1 })).toBe(true);
    expect(isOutsideHours({ openHours: OPEN, weekdayOff: false }, { hour: 930, slotCount: 2 })).toBe(true);
    expect(isOutsideHours({ openHours: OPEN, weekdayOff: false }, { hour: 1130, slotCount: 2 })).toBe(true);
  });

  it('is true on a weekday that is off now, whatever its kept hours', () => {
    expect(isOutsideHours({ openHours: OPEN, weekdayOff: true }, { hour: 900, slotCount: 1 })).toBe(true);
  });
});

describe('hoursOnDate', () => {
  it("takes the date's weekday from the working week", () => {
    const week = {
      hours: [
        { hour: 900, openWeekdays: [1, 2] },
        { hour: 930, openWeekdays: [2] },
      ],
      weekdaysOff: [0],
    };
    // 2026-11-23 is a Monday, 2026-11-22 a Sunday.
    expect(hoursOnDate(week, { year: 2026, month: 10, day: 23 })).toEqual({ openHours: [900], weekdayOff: false });
    expect(hoursOnDate(week, { year: 2026, month: 10, day: 22 })).toEqual({ openHours: [], weekdayOff: true });
  });
});
