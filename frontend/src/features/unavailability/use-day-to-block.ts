import { sameDate } from '../../lib/time/shop-date';
import type { ShopDate } from '../../lib/time/shop-types';
import { useTimeline } from '../../api/agenda/get-timeline';
import type { UnavailableEntry } from '../../api/types';

/**
 * The day whose times are being blocked (null while the date typed is not a valid one): its slots (the hours of its
 * weekday) and bookings, so the picker offers that day's times and shows who holds one, and what it has blocked already.
 */
export function useDayToBlock(barberId: string, today: ShopDate, date: ShopDate | null, unavailable: UnavailableEntry[]) {
  const timeline = useTimeline(barberId, date ?? today, 1);
  const day = date ? timeline.data?.[0] : undefined;
  const hours = day?.slots.map((slot) => slot.hour) ?? [];
  const bookedBy = new Map(
    (day?.slots ?? []).flatMap((slot) => {
      const booking = day?.appointments.find((entry) => entry.id === slot.appointmentId);
      return slot.state === 'booked' && booking ? [[slot.hour, booking.clientName] as const] : [];
    }),
  );
  const entriesOfDay = date ? unavailable.filter((entry) => sameDate(entry, date)) : [];
  const wholeDayBlocked = entriesOfDay.some((entry) => entry.hour === 0);
  const isBlocked = (hour: number) => entriesOfDay.some((entry) => entry.hour === hour);
  return { loaded: day !== undefined, hours, bookedBy, wholeDayBlocked, isBlocked };
}
