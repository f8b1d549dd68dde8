import { LocalDate } from '../../../../shared/time/local-date';
import { nextSlot } from '../../../../shared/time/hhmm';

/** A live booking of the day as the booking rules see it: its start and how many slots it holds. */
export interface BookedRange {
  hour: number;
  slotCount: number;
}

/** Everything that decides which times of one barber's day can be booked, loaded in one go. */
export interface DaySchedule {
  date: LocalDate;
  /** The barber's open times (HHMM) on this date's weekday, ascending: the working hours without the breaks. */
  openHours: readonly number[];
  /** The weekday is one of the barber's days off. */
  weekdayOff: boolean;
  /** Unavailable entries of the day: WHOLE_DAY (0) blocks the whole day, any other value that time. */
  blockedHours: readonly number[];
  booked: readonly BookedRange[];
}

/** "Now" and the last day of the booking window, both in the shop's time zone. */
export interface BookingClock {
  today: LocalDate;
  minutesNow: number;
  lastBookableDate: LocalDate;
}

/** Every 30-minute slot the booked ranges hold: a double booking holds its start and the next slot. */
export function occupiedSlots(booked: readonly BookedRange[]): Set<number> {
  const occupied = new Set<number>();
  for (const { hour, slotCount } of booked) {
    let slot = hour;
    for (let index = 0; index < slotCount; index++, slot = nextSlot(slot)) occupied.add(slot);
  }
  return occupied;
}

/** True when a booking of `slotCount` slots at `start` would share a slot with one of the booked ranges. */
export function overlapsBooked(booked: readonly BookedRange[], start: number, slotCount: number): boolean {
  const occupied = occupiedSlots(booked);
  return [...occupiedSlots([{ hour: start, slotCount }])].some((slot) => occupied.has(slot));
}
