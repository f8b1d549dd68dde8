import { daySchedulesOf, MonthSchedule } from './month-schedule';

// November 2026: the 1st is a Sunday.
const november: MonthSchedule = {
  year: 2026,
  month: 10,
  hours: [
    { hour: 1000, openWeekdays: [0, 1, 2, 3, 4, 5, 6] },
    { hour: 1030, openWeekdays: [1, 2, 3, 4, 5] },
    { hour: 1100, openWeekdays: [1, 6] },
  ],
  weekdaysOff: [0],
  blocked: [
    { day: 3, hour: 0 },
    { day: 4, hour: 1000 },
    { day: 4, hour: 1030 },
  ],
  booked: [
    { day: 4, hour: 1100, slotCount: 2 },
    { day: 5, hour: 1000, slotCount: 1 },
  ],
};

describe('daySchedulesOf', () => {
  it('gives the days from `from` to `to` inclusive, inside the month only', () => {
    const days = daySchedulesOf(november, { year: 2026, month: 9, day: 20 }, { year: 2026, month: 10, day: 3 });
    expect(days.map(({ date }) => date)).toEqual([
      { year: 2026, month: 10, day: 1 },
      { year: 2026, month: 10, day: 2 },
      { year: 2026, month: 10, day: 3 },
    ]);
    expect(daySchedulesOf(november, { year: 2026, month: 10, day: 29 }, { year: 2027, month: 0, day: 5 }).map(({ date }) => date.day)).toEqual([
      29, 30,
    ]);
  });

  it('hands each day its weekday off, its own blocked times and its own bookings, and the open hours of its weekday', () => {
    const [sunday, monday, , wednesday, thursday] = daySchedulesOf(november, { year: 2026, month: 10, day: 1 }, { year: 2026, month: 10, day: 5 });
    expect(sunday.weekdayOff).toBe(true);
    expect(sunday.openHours).toEqual([1000]);
    expect(monday).toEqual({
      date: { year: 2026, month: 10, day: 2 },
      openHours: [1000, 1030, 1100],
      weekdayOff: false,
      blockedHours: [],
      booked: [],
    });
    expect(wednesday.openHours).toEqual([1000, 1030]);
    expect(daySchedulesOf(november, { year: 2026, month: 10, day: 7 }, { year: 2026, month: 10, day: 7 })[0].openHours).toEqual([1000, 1100]);
    expect(wednesday.blockedHours).toEqual([1000, 1030]);
    expect(wednesday.booked).toEqual([{ hour: 1100, slotCount: 2 }]);
    expect(thursday.booked).toEqual([{ hour: 1000, slotCount: 1 }]);
  });
});
