import { BookableService } from '../services';
import { Booking } from './domain/booking/booking.entity';

/** A booking just taken, with the service and barber its day was checked with: its answer needs nothing read again. */
export interface NewBooking {
  booking: Booking;
  service: BookableService;
  barber: { id: string; username: string; displayName: string };
}

/** A client's online booking, with the manage token that only this answer ever carries (only its hash is stored). */
export interface OnlineBooking extends NewBooking {
  manageToken: string;
}

/** A retry of an online booking already made with its `Idempotency-Key`: the booking as it is now, and its manage token again. */
export interface ReplayedBooking {
  booking: Booking;
  manageToken: string;
}
