import { PushSubscriptionKeys } from '../../../shared/push/push-subscription';
import { LocalDate } from '../../../shared/time/local-date';

/** What a notification says about a booking, read when it is sent. */
export interface BookingSummary {
  bookingId: string;
  barberId: string;
  /** The barber's display name, the one clients see (not the login). */
  barberName: string;
  serviceName: string;
  clientName: string;
  date: LocalDate;
  /** HHMM. */
  hour: number;
  /** Not in the trash (nor cancelled). */
  live: boolean;
  clientPush: PushSubscriptionKeys | null;
  /** What the client pays of the booking's Pix deposit, in centavos; null without one. */
  depositToPayCents: number | null;
}

/** The booking's start as the shop writes it, 'YYYY-MM-DDTHH:mm': a reminder is valid only for the start it was made for. */
export function startKey({ date, hour }: Pick<BookingSummary, 'date' | 'hour'>): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.year}-${pad(date.month + 1)}-${pad(date.day)}T${pad(Math.floor(hour / 100))}:${pad(hour % 100)}`;
}
