import type { Booking, ManagedBooking } from '../../api/types';

/** What a client's booking card shows, from either answer that holds a booking: the phone's lookup or a manage link's. */
export interface BookingCardFields {
  day: number;
  month: number;
  year: number;
  hour: number;
  serviceName: string;
  barberName: string;
  clientName: string;
  price: number;
  previousPayment: boolean;
  /** The hold of its unpaid deposit cancelled it: the lookup lists it for a day, as cancelled. */
  expiredUnpaid: boolean;
}

/** A booking found by the phone's lookup (GET /api/appointment/consultByClientContact/{contact}). */
export function consultedBookingCard(booking: Booking): BookingCardFields {
  const { day, month, year, hour, clientName, price, previousPayment } = booking;
  return {
    day,
    month,
    year,
    hour,
    clientName,
    price,
    previousPayment,
    expiredUnpaid: booking.expiredUnpaid === true,
    serviceName: booking.job.name,
    barberName: booking.user.displayName,
  };
}

/** A booking read through its manage link (GET /api/appointment/manage/{token}). */
export function managedBookingCard(booking: ManagedBooking): BookingCardFields {
  const { day, month, year, hour, clientName, price } = booking;
  return {
    day,
    month,
    year,
    hour,
    clientName,
    price,
    previousPayment: false,
    expiredUnpaid: booking.status === 'expired',
    serviceName: booking.service.name,
    barberName: booking.barber.displayName,
  };
}
