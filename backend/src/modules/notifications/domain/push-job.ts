import { ReminderKind } from '../../../shared/push/reminder-schedule';
import { BookingChange } from './booking-change';
import { BookingSummary, startKey } from './booking-summary';
import { barberNotice, clientNotice, PushMessage, reminder } from './push-message';

/**
 * What a push is about, named rather than written out: the queue keeps ids only, never a name, a
 * phone or an endpoint, so an erased client leaves nothing behind in it (nor in a backup of it).
 */
export type PushNotice =
  | { kind: 'change'; change: BookingChange['change']; by: BookingChange['by'] }
  /** `startsAt`: the start the reminder was planned for; a booking moved since hears nothing. */
  | { kind: 'reminder'; reminder: ReminderKind; startsAt: string };

/** One push as the queue keeps it: to the booking's client, or to one of the barber's devices. */
export interface PushJob {
  /** The booking's id, under the name the queued payloads have always had (ClientErasureListener deletes by it). */
  appointmentId: string;
  notice: PushNotice;
  /** The barber's device; absent for the client's own subscription. */
  deviceId?: string;
}

/** Whether the push is the barber's "Sinal pago?", whose Confirmar carries a capability minted as it goes out. */
export function carriesDepositConfirm(job: PushJob): boolean {
  return job.deviceId !== undefined && job.notice.kind === 'change' && job.notice.change === 'deposit_reported';
}

/**
 * The message a push job stands for, made from the booking as it is when the push goes out;
 * null when there is nothing to say any more (the reminder's booking moved or ended).
 */
export function messageOf(job: PushJob, booking: BookingSummary, confirmToken: string | null = null): PushMessage | null {
  const { notice } = job;
  if (notice.kind === 'reminder') {
    return booking.live && startKey(booking) === notice.startsAt ? reminder(notice.reminder, booking) : null;
  }
  const change: BookingChange = { change: notice.change, by: notice.by, appointmentId: job.appointmentId };
  return job.deviceId ? barberNotice(change, booking, confirmToken) : clientNotice(change, booking);
}
