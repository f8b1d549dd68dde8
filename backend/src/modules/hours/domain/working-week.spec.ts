import { HourSlot } from './hour-slot.entity';
import { workingWeekOf } from './working-week';

describe('workingWeekOf', () => {
  it('gives each weekday the times open on it, open unless it is a weekday off or has none', () => {
    const times = [
      { hour: 800, openWeekdays: [6] },
      { hour: 900, openWeekdays: [1, 2, 6] },
      { hour: 930, openWeekdays: [1, 2] },
      { hour: 1000, openWeekdays: [1] },
    ];
    const week = workingWeekOf(times, [2]);
    expect(week.map(({ weekday }) => weekday)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(week[0]).toEqual({ weekday: 0, open: false, hours: null });
    expect(week[1]).toEqual({ weekday: 1, open: true, hours: { start: 900, end: 1030, breaks: [] } });
    expect(week[2]).toEqual({ weekday: 2, open: false, hours: { start: 900, end: 1000, breaks: [] } });
    expect(week[6]).toEqual({ weekday: 6, open: true, hours: { start: 800, end: 930, breaks: [{ start: 830, end: 900 }] } });
  });
});

describe('HourSlot', () => {
  it('opens and closes a time on one weekday, keeping the weekdays ascending and without repeats', () => {
    const slot = new HourSlot('barber', 900, [1, 5]);
    slot.setOpenOn(3, true);
    slot.setOpenOn(5, true);
    slot.setOpenOn(1, false);
    expect(slot.openWeekdays).toEqual([3, 5]);
    expect(slot.isOpenOn(3)).toBe(true);
    expect(slot.isOpenOn(1)).toBe(false);
  });

  it('reads as the original API’s switch: on when open on some weekday, switched for all at once', () => {
    const slot = new HourSlot('barber', 900, [6]);
    expect(slot.isAvailable()).toBe(true);
    slot.setOpenEveryWeekday(false);
    expect([slot.isAvailable(), slot.openWeekdays]).toEqual([false, []]);
    slot.setOpenEveryWeekday(true);
    expect(slot.openWeekdays).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
});
