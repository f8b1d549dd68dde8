import { formatHour } from '../../lib/format/format';
import type { TimeRange, WorkingDay, WorkingHours } from '../../api/types';

const SLOT_MINUTES = 30;
const FIRST_MINUTE = 6 * 60;
const MIDNIGHT_MINUTE = 24 * 60;

const toHour = (minutes: number) => Math.floor(minutes / 60) * 100 + (minutes % 60);
const toMinutes = (hour: number) => Math.floor(hour / 100) * 60 + (hour % 100);

/** Every time the screen offers, 06:00 to 24:00 on the 30-minute grid (HHMM; 2400 is midnight). */
export const DAY_TIMES: readonly number[] = Array.from({ length: (MIDNIGHT_MINUTE - FIRST_MINUTE) / SLOT_MINUTES + 1 }, (_, index) =>
  toHour(FIRST_MINUTE + index * SLOT_MINUTES),
);

/** What a weekday opened for the first time starts with. */
export const SUGGESTED_HOURS: WorkingHours = { start: 900, end: 1800, breaks: [] };

/** The times a select offers: the screen's grid plus a stored time outside it (hours set before, e.g. 05:30), ascending. */
export function timeOptions(...kept: number[]): number[] {
  return [...new Set([...DAY_TIMES, ...kept])].sort((a, b) => a - b);
}

/**
 * The problems of hours the barber is about to save, worded as the server words them, under the field they
 * belong to: 'end' (it must come after the start) and 'breaks.<index>' (a break must end after it starts and lie
 * inside the day's hours). Empty when the hours are coherent. The working day form's rules.
 */
export function workingHoursErrors({ start, end, breaks }: WorkingHours): Record<string, string> {
  const errors: Record<string, string> = {};
  if (end <= start) errors.end = 'O horário de fim precisa ser depois do horário de início.';
  breaks.forEach((range, index) => {
    if (range.end <= range.start)
      errors[`breaks.${index}`] = `O intervalo que começa às ${formatHour(range.start)} precisa terminar depois de começar.`;
    else if (range.start <= start || range.end >= end) {
      errors[`breaks.${index}`] =
        `O intervalo das ${formatHour(range.start)} às ${formatHour(range.end)} precisa ficar dentro do atendimento, depois das ${formatHour(start)} e antes das ${formatHour(end)}.`;
    }
  });
  return errors;
}

/** A break to add: lunch (12:00–13:00) when it fits and is free, else the first free half hour inside the day; null when none is left. */
export function suggestedBreak({ start, end, breaks }: WorkingHours): TimeRange | null {
  const fits = (range: TimeRange) =>
    range.start > start && range.end < end && !breaks.some((taken) => range.start < taken.end && taken.start < range.end);
  const lunch = { start: 1200, end: 1300 };
  if (fits(lunch)) return lunch;
  for (let minutes = toMinutes(start) + SLOT_MINUTES; minutes + SLOT_MINUTES < toMinutes(end); minutes += SLOT_MINUTES) {
    const range = { start: toHour(minutes), end: toHour(minutes + SLOT_MINUTES) };
    if (fits(range)) return range;
  }
  return null;
}

const rangeLabel = (range: TimeRange) => `${formatHour(range.start)} às ${formatHour(range.end)}`;

/** 'Folga', or the day's hours: '09:00 às 18:00'. */
export function workingDayHoursLabel({ open, hours }: WorkingDay): string {
  return open && hours ? rangeLabel(hours) : 'Folga';
}

/** The breaks of an open day ('Intervalo 12:00 às 13:00', 'Intervalos 12:00 às 13:00, 16:00 às 16:30'), or null. */
export function workingDayBreaksLabel({ open, hours }: WorkingDay): string | null {
  if (!open || !hours || hours.breaks.length === 0) return null;
  return `${hours.breaks.length === 1 ? 'Intervalo' : 'Intervalos'} ${hours.breaks.map(rangeLabel).join(', ')}`;
}

/** The whole day in one line: 'Folga', '08:00 às 13:00' or '09:00 às 18:00 · intervalo 12:00 às 13:00'. */
export function describeWorkingDay(day: WorkingDay): string {
  const breaks = workingDayBreaksLabel(day);
  return breaks ? `${workingDayHoursLabel(day)} · ${breaks[0].toLowerCase()}${breaks.slice(1)}` : workingDayHoursLabel(day);
}
