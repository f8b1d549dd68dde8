/** Hours travel as integers HHMM (1030 is 10:30, 730 is 07:30) on a 30-minute grid. */
export const SLOT_MINUTES = 30;

export function isGridHour(hour: number): boolean {
  if (!Number.isInteger(hour) || hour < 0) return false;
  const hh = Math.floor(hour / 100);
  const mm = hour % 100;
  return hh < 24 && (mm === 0 || mm === 30);
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
