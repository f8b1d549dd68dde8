/**
 * A booking change as the queue keeps it: ids only. The booking itself is read again when the
 * job runs, so a message always says what is true then.
 */
export interface BookingChange {
  change: 'created' | 'moved' | 'cancelled' | 'restored' | 'subscribed' | 'deposit_reported' | 'deposit_expired';
  /** The booking's id. The queue keeps this payload (and reminders wait days in it): its field names outlive a release, so the old word stays. */
  appointmentId: string;
  /** Who made it: the client (online booking, manage page) or the barber (admin area). */
  by: 'client' | 'barber';
}
