import { Injectable, OnModuleInit } from '@nestjs/common';
import { BookingEvent, BookingEvents } from '../booking';
import { BookingChange } from './domain/booking-change';
import { PushQueue, QUEUES } from './push-queue';

const CHANGES: Record<BookingEvent['type'], BookingChange['change']> = {
  booked: 'created',
  moved: 'moved',
  cancelled: 'cancelled', // by the client, from the manage page
  trashed: 'cancelled', // by the barber, to the trash
  restored: 'restored',
  subscribed: 'subscribed', // the client turned notifications on later, from the manage page
  deposit_reported: 'deposit_reported', // the client says the deposit's Pix is paid
  deposit_expired: 'deposit_expired', // the deposit's hold ended unpaid: the booking was cancelled
};

/** Puts every committed booking change in the queue; the request never waits for a push. */
@Injectable()
export class BookingChangeListener implements OnModuleInit {
  constructor(
    private readonly events: BookingEvents,
    private readonly queue: PushQueue,
  ) {}

  onModuleInit(): void {
    this.events.subscribe(async (event) => {
      await this.queue.send(QUEUES.bookingChanges, bookingChangeOf(event));
    });
  }
}

/** The booking module's event, reduced to the ids the queue keeps. */
function bookingChangeOf(event: BookingEvent): BookingChange {
  return { change: CHANGES[event.type], appointmentId: event.booking.id, by: event.by };
}
