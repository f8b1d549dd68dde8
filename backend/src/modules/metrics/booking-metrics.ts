import { Injectable, OnModuleInit } from '@nestjs/common';
import { BookingEvent, BookingEvents } from '../booking';
import { AppMetrics, BookingChangeKind } from '../../shared/metrics/app-metrics';

/** The booking changes counted; a client's cancel and the barber's delete (to the trash) are both a cancel. */
const COUNTED: Partial<Record<BookingEvent['type'], BookingChangeKind>> = {
  booked: 'created',
  moved: 'moved',
  cancelled: 'cancelled',
  trashed: 'cancelled',
  deposit_expired: 'cancelled',
};

/** Counts every committed booking change by kind and by who made it: the booking module's events, nothing of the booking itself. */
@Injectable()
export class BookingMetrics implements OnModuleInit {
  constructor(
    private readonly events: BookingEvents,
    private readonly metrics: AppMetrics,
  ) {}

  onModuleInit(): void {
    this.events.subscribe((event) => {
      const kind = COUNTED[event.type];
      if (kind) this.metrics.bookingChanged(kind, event.by);
    });
  }
}
