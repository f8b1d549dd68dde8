/** Hours travel as integers HHMM (1030 is 10:30, 730 is 07:30) on a 30-minute grid. */
export const SLOT_MINUTES = 30;

/** An unavailable entry at hour 0 blocks the whole day. */
export const WHOLE_DAY = 0;

export function isGridHour(hour: number): boolean {
  if (!Number.isInteger(hour) || hour < 0) return false;
  const hh = Math.floor(hour / 100);
  const mm = hour % 100;
  return hh < 24 && (mm === 0 || mm === 30);
}

/** The end of the day, 24:00: the latest a working day or a break can end. */
export const END_OF_DAY = 2400;

/** A time on the grid from 00:00 to 24:00: the start or end of a range of slots (working hours, a break). */
export function isGridTime(time: number): boolean {
  return isGridHour(time) || time === END_OF_DAY;
}

export function hourToMinutes(hour: number): number {
  return Math.floor(hour / 100) * 60 + (hour % 100);
}

export function minutesToHour(minutes: number): number {
  return Math.floor(minutes / 60) * 100 + (minutes % 60);
}

/** The slot that starts 30 minutes later (1030 → 1100). */
export function nextSlot(hour: number): number {
  return minutesToHour(hourToMinutes(hour) + SLOT_MINUTES);
}

/** 730 → "07:30". */
export function hourLabel(hour: number): string {
  const minutes = hourToMinutes(hour);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
