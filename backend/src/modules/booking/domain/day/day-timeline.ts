import { Booker, BookingPolicy } from './booking-policy';
import { HourConflict } from '../booking/booking.errors';
import { BookingClock, DaySchedule } from './day-schedule';
import { nextSlot, WHOLE_DAY } from '../../../../shared/time/hhmm';
import { isOutsideHours } from './outside-hours';

/**
 * What one half-hour slot of the barber's day is:
 * - `booked`: a live booking holds it (its start, or the second half of a double service);
 * - `blocked`: a blocked time (Horários sem agenda);
 * - `free`: the barber can book a single service there now (a walk-in, the running slot included);
 * - `offered`: no booking holds it, but a waitlist offer does, until it is taken or expires;
 * - `past`: nobody holds it and it is over, or beyond what can be booked;
 * - `closed`: the whole day is off (a weekday off or a day without bookings).
 */
export type SlotState = 'booked' | 'blocked' | 'free' | 'offered' | 'past' | 'closed';

/** Why a whole day takes no bookings, or null when it is open. */
export type DayClosure = 'weekday_off' | 'day_off' | null;

export interface TimelineSlot {
  hour: number;
  state: SlotState;
  /** The booking holding a booked slot, else null (`appointmentId`: the API's field, TimelineSlotView's, sent as it is). */
  appointmentId: string | null;
  /** True on the second slot of a double service: the same booking as the slot before. */
  continued: boolean;
  /** True on a booked slot that is no open time of the barber's current hours (see isOutsideHours). */
  outsideHours: boolean;
}

export interface DayTimeline {
  closure: DayClosure;
  slots: TimelineSlot[];
  /** The bookings of the day that no longer fit the barber's current hours. */
  outsideHours: Set<string>;
}

/** A live booking of the day: which slots it holds. */
export interface HeldRange {
  id: string;
  hour: number;
  slotCount: number;
}

const BARBER: Booker = 'barber';

/**
 * The barber's day slot by slot: the barber's open hours of that weekday plus any slot a booking
 * holds outside them (hours changed after it was booked, marked `outsideHours`), ascending.
 */
export function dayTimeline(schedule: DaySchedule, held: readonly HeldRange[], clock: BookingClock): DayTimeline {
  const closure: DayClosure = schedule.weekdayOff ? 'weekday_off' : schedule.blockedHours.includes(WHOLE_DAY) ? 'day_off' : null;
  const holders = holderBySlot(held);
  const blocked = new Set(schedule.blockedHours);
  const policy = new BookingPolicy(schedule, clock, BARBER);
  const open = new Set(schedule.openHours);
  const hours = new Set([...schedule.openHours, ...holders.keys()]);
  const slots = [...hours]
    .sort((a, b) => a - b)
    .map((hour): TimelineSlot => {
      const holder = holders.get(hour);
      const outsideHours = holder !== undefined && (schedule.weekdayOff || !open.has(hour));
      if (holder) return { hour, state: 'booked', appointmentId: holder.id, continued: holder.hour !== hour, outsideHours };
      return { hour, state: freeSlotState(hour, closure, blocked, policy), appointmentId: null, continued: false, outsideHours };
    });
  const outsideHours = new Set(held.filter((range) => isOutsideHours(schedule, range)).map((range) => range.id));
  return { closure, slots, outsideHours };
}

function freeSlotState(hour: number, closure: DayClosure, blocked: ReadonlySet<number>, policy: BookingPolicy): SlotState {
  if (closure) return 'closed';
  if (blocked.has(hour)) return 'blocked';
  const problem = policy.problemWith(hour, false);
  // Taken, yet by no booking of the day: a pending waitlist offer holds it (the snapshot counts them).
  if (problem instanceof HourConflict) return 'offered';
  return problem === null ? 'free' : 'past';
}

function holderBySlot(held: readonly HeldRange[]): Map<number, HeldRange> {
  const holders = new Map<number, HeldRange>();
  for (const range of held) {
    let slot = range.hour;
    for (let index = 0; index < range.slotCount; index++, slot = nextSlot(slot)) holders.set(slot, range);
  }
  return holders;
}
