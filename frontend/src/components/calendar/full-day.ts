import type { Availability, MonthAvailability } from '../../api/types';

type CalendarEntry = MonthAvailability['days'][number];

/** A day of the calendar the barber works (it has open starts) with every time taken: the client reads it 'lotado'. */
export function isFullOnCalendar(day: CalendarEntry | undefined): boolean {
  return day !== undefined && day.freeStarts === 0 && day.openStarts > 0;
}

/**
 * The chosen day is full: its times have loaded and none is free, and the calendar, when the month shown is the day's, says
 * the barber works it (a day closed since it was chosen is not full, just closed).
 */
export function isChosenDayFull(isoDate: string, times: Availability | undefined, month: MonthAvailability | undefined): boolean {
  if (!times || times.slots.length > 0) return false;
  const day = month?.days.find((one) => one.date === isoDate);
  return day === undefined || day.openStarts > 0;
}
