import { Injectable, OnModuleInit } from '@nestjs/common';
import { BookingEvents } from '../appointments/booking-events';
import { bookingChangeOf } from './domain/booking-change';
import { PushQueue, QUEUES } from './push-queue';

/** Puts every committed booking change in the queue; the request never waits for a push. */
@Injectable()
export class BookingChangeListener implements OnModuleInit {
  constructor(
    private readonly events: BookingEvents,
    private readonly queue: PushQueue,
  ) {}

  onModuleInit(): void {
    this.events.subscribe((event) => this.queue.send(QUEUES.appointmentEvents, bookingChangeOf(event)));
  }
}
