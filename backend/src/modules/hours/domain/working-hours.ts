import { hourLabel, hourToMinutes, minutesToHour, SLOT_MINUTES } from '../../../shared/time/hhmm';
import { InvalidWorkingHours } from './hours.errors';

/** From `start` until `end`, HHMM on the 30-minute grid; `end` is excluded (2400 = midnight). */
export interface TimeRange {
  start: number;
  end: number;
}

/** One weekday's working hours: open from `start` until `end`, closed during the breaks. */
export interface WorkingHours extends TimeRange {
  /** Ascending, apart from each other and strictly inside the working hours. */
  breaks: readonly TimeRange[];
}

/** The 30-minute times a client may start at under these hours, ascending: the slots of the day minus those of the breaks. */
export function openTimesOf({ start, end, breaks }: WorkingHours): number[] {
  const inBreak = (minutes: number) => breaks.some((range) => minutes >= hourToMinutes(range.start) && minutes < hourToMinutes(range.end));
  const times: number[] = [];
  for (let minutes = hourToMinutes(start); minutes < hourToMinutes(end); minutes += SLOT_MINUTES) {
    if (!inBreak(minutes)) times.push(minutesToHour(minutes));
  }
  return times;
}

/**
 * The working hours that open exactly these times: from the first until the end of the last, each
 * gap between them a break. Null for no times (a weekday without hours).
 */
export function workingHoursOf(openTimes: readonly number[]): WorkingHours | null {
  const minutes = [...new Set(openTimes)].map(hourToMinutes).sort((a, b) => a - b);
  if (minutes.length === 0) return null;
  const breaks: TimeRange[] = [];
  for (let index = 1; index < minutes.length; index++) {
    const endOfPrevious = minutes[index - 1] + SLOT_MINUTES;
    if (minutes[index] > endOfPrevious) breaks.push({ start: minutesToHour(endOfPrevious), end: minutesToHour(minutes[index]) });
  }
  return { start: minutesToHour(minutes[0]), end: minutesToHour(minutes[minutes.length - 1] + SLOT_MINUTES), breaks };
}

/**
 * Checks the hours a barber sets for a weekday (the fields are already on the grid) and answers
 * them with the breaks ascending, overlapping or touching ones joined into one.
 */
export function ensureValidWorkingHours({ start, end, breaks }: WorkingHours): WorkingHours {
  if (end <= start) throw new InvalidWorkingHours('O horário de fim precisa ser depois do horário de início.');
  for (const range of breaks) {
    if (range.end <= range.start)
      throw new InvalidWorkingHours(`O intervalo que começa às ${hourLabel(range.start)} precisa terminar depois de começar.`);
    if (range.start <= start || range.end >= end) {
      throw new InvalidWorkingHours(
        `O intervalo das ${hourLabel(range.start)} às ${hourLabel(range.end)} precisa ficar dentro do atendimento, ` +
          `depois das ${hourLabel(start)} e antes das ${hourLabel(end)}.`,
      );
    }
  }
  return { start, end, breaks: joined(breaks) };
}

function joined(breaks: readonly TimeRange[]): TimeRange[] {
  const sorted = [...breaks].sort((a, b) => a.start - b.start);
  const result: TimeRange[] = [];
  for (const range of sorted) {
    const last = result[result.length - 1];
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else result.push({ start: range.start, end: range.end });
  }
  return result;
}
