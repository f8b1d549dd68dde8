/** What a booking needs to be counted: whether it was cancelled, trashed or marked a no-show. */
interface CountableBooking {
  cancelledAt?: string;
  deletedAt?: string;
  attendance: 'attended' | 'no_show' | null;
}

/** A list's bookings as its total shows them: the counted ones and those left out, by reason. */
export interface BookingCount {
  counted: number;
  cancelled: number;
  noShows: number;
}

/**
 * The one rule of every booking total (the month list, Início's month, a client's visits): cancelled
 * and trashed bookings never count, nor a no-show, which is no service given.
 */
export function countBookings(bookings: CountableBooking[]): BookingCount {
  const live = bookings.filter((booking) => !booking.deletedAt);
  const cancelled = live.filter((booking) => booking.cancelledAt).length;
  const noShows = live.filter((booking) => !booking.cancelledAt && booking.attendance === 'no_show').length;
  return { counted: live.length - cancelled - noShows, cancelled, noShows };
}

/** What a total leaves out, in words ("sem 1 cancelado e 2 faltas"), or null when nothing is. */
export function leftOutLabel({ cancelled, noShows }: BookingCount): string | null {
  const parts = [
    cancelled ? `${cancelled} ${cancelled === 1 ? 'cancelado' : 'cancelados'}` : null,
    noShows ? `${noShows} ${noShows === 1 ? 'falta' : 'faltas'}` : null,
  ].filter((part): part is string => part !== null);
  return parts.length ? `sem ${parts.join(' e ')}` : null;
}
