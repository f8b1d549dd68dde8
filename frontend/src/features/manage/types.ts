/** A booking as its manage link shows it (GET appointment/manage/{token}); month 0-11, hour HHMM. */
export interface ManagedBooking {
  status: 'booked' | 'cancelled';
  barber: { id: string; username: string };
  service: { id: string; name: string; doubleTime: boolean };
  price: number;
  date: string;
  day: number;
  month: number;
  year: number;
  hour: number;
  label: string;
  /** UTC instants (ISO 8601). */
  startsAt: string;
  endsAt: string;
  clientName: string;
  clientContact: string;
  /** Until this instant the client may move or cancel it online. */
  changeDeadline: string;
  canChange: boolean;
  /** Whether a device gets this booking's notifications, and when its reminders go out (UTC instants) if it does. */
  notifications: BookingNotificationsState;
}

export interface BookingNotificationsState {
  enabled: boolean;
  /** The reminders still ahead, as planned with REMINDER_MINUTES and REMINDER_DAY_BEFORE. */
  reminders: { kind: 'before' | 'day-before'; at: string }[];
}

/** Where the client moves the booking: a day, a start time and a service of the same barber. */
export interface BookingMove {
  day: number;
  month: number;
  year: number;
  hour: number;
  jobId: string;
}
