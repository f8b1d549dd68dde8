import type { BookingEvent, ChangedBy } from '../../appointments/booking-events';

/**
 * A booking change as the queue keeps it: ids only. The booking itself is read again when the
 * job runs, so a message always says what is true then.
 */
export interface BookingChange {
  change: 'created' | 'moved' | 'cancelled' | 'restored' | 'subscribed';
  appointmentId: string;
  by: ChangedBy;
}

const CHANGES: Record<BookingEvent['type'], BookingChange['change']> = {
  booked: 'created',
  moved: 'moved',
  cancelled: 'cancelled', // by the client, from the manage page
  trashed: 'cancelled', // by the barber, to the trash
  restored: 'restored',
  subscribed: 'subscribed', // the client turned notifications on later, from the manage page
};

export function bookingChangeOf(event: BookingEvent): BookingChange {
  return { change: CHANGES[event.type], appointmentId: event.appointment.id, by: event.by };
}
