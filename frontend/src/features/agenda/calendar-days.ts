import type { DescribeDay } from '../../components/calendar/MonthCalendar';
import type { DayClosure } from './use-month-closures';

/** Each closed day's words, as the week view says them. */
const CLOSURE_NOTES: Record<DayClosure, string> = { weekday_off: 'folga semanal', day_off: 'dia sem agenda' };

/**
 * The booking form's calendar days: any day of the window can be chosen but a closed one (unless it is the chosen day
 * already, an edited booking's): the barber's times of that day show under the calendar, today's running slot and past
 * days of an edited booking included. A day whose closure has not loaded yet counts as open.
 */
export const describeOpenDays =
  (closures: ReadonlyMap<string, DayClosure>, chosen: string): DescribeDay =>
  (isoDate) => {
    const closure = closures.get(isoDate);
    return { choosable: !closure || isoDate === chosen, note: closure ? CLOSURE_NOTES[closure] : 'aberto' };
  };
