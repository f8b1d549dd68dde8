import { Injectable, Logger } from '@nestjs/common';
import { Listener, Listeners } from '../../../shared/events/listeners';
import { LocalDate } from '../../../shared/time/local-date';
import { Booking } from '../domain/booking/booking.entity';

/** Who made the change: the client (online booking, manage page) or the barber (admin area). */
export type ChangedBy = 'client' | 'barber';

/**
 * What happened to a booking, published after it is committed. The booking carries
 * everything a listener needs (barber, service, day, time, push subscription).
 */
export type BookingEvent =
  | { type: 'booked'; booking: Booking; by: ChangedBy }
  | { type: 'moved'; booking: Booking; by: ChangedBy; from: { date: LocalDate; hour: number } }
  | { type: 'cancelled'; booking: Booking; by: 'client' }
  | { type: 'subscribed'; booking: Booking; by: 'client' }
  | { type: 'trashed'; booking: Booking; by: 'barber' }
  | { type: 'restored'; booking: Booking; by: 'barber' }
  /** The client says the deposit's Pix is paid ("Já paguei"): the barber is asked to confirm it. */
  | { type: 'deposit_reported'; booking: Booking; by: 'client' }
  /** The deposit's hold ended unpaid: the booking was cancelled and its slot freed ("sinal não pago"). */
  | { type: 'deposit_expired'; booking: Booking; by: 'barber' };

export type BookingEventListener = Listener<BookingEvent>;

/**
 * The hook for whatever must follow a booking change (notifications, reminders): a module
 * subscribes once at start-up (`onModuleInit`) and is called after every committed change.
 * A failing listener is logged and never undoes or fails the change itself.
 */
@Injectable()
export class BookingEvents {
  private readonly listeners = new Listeners<BookingEvent>(new Logger(BookingEvents.name));

  /** Adds a listener; the answer removes it again. */
  subscribe(listener: BookingEventListener): () => void {
    return this.listeners.subscribe(listener);
  }

  publish(event: BookingEvent): Promise<void> {
    return this.listeners.publish(event, `A listener of "${event.type}" failed for appointment ${event.booking.id}`);
  }
}
