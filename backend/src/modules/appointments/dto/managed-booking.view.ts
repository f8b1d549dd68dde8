import type { ReminderKind } from '../../../shared/push/reminder-schedule';

/** A booking as its manage token's holder sees it (the manage page). Price in reais, as booked. */
export interface ManagedBookingView {
  /** `cancelled` only in the answer to the cancellation itself: afterwards the token is used up (404). */
  status: 'booked' | 'cancelled';
  barber: { id: string; username: string };
  service: { id: string; name: string; doubleTime: boolean };
  price: number;
  /** Shop-local day and start, as everywhere in the API (month 0-11, hour HHMM). */
  date: string;
  day: number;
  month: number;
  year: number;
  hour: number;
  label: string;
  /** Start and end as UTC instants (ISO 8601), for calendars. */
  startsAt: string;
  endsAt: string;
  clientName: string;
  clientContact: string;
  /** Until this instant (ISO 8601, UTC) the client may move or cancel it online: CANCEL_MIN_HOURS before the start. */
  changeDeadline: string;
  canChange: boolean;
  /** Never the subscription itself: only whether a device gets this booking's notifications. */
  notifications: {
    enabled: boolean;
    /** When its reminders go out (UTC instants), from REMINDER_MINUTES and REMINDER_DAY_BEFORE; only those still ahead. */
    reminders: { kind: ReminderKind; at: string }[];
  };
}
