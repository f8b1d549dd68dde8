import { readDraft, writeDraft, type KeptBooking } from '../../../lib/draft/draft-storage';
import type { CreatedBooking } from '../../../api/types';

/** What the result page shows of a booking from the confirmation's answer alone, kept with the draft. */
export const keptBooking = ({ manageToken, day, month, year, hour, price, clientName, user, job, depositPayment }: CreatedBooking): KeptBooking => ({
  manageToken,
  day,
  month,
  year,
  hour,
  price,
  clientName,
  barber: { displayName: user.displayName },
  service: { name: job.name },
  ...(depositPayment?.status === 'pending' && { depositDue: { amount: depositPayment.amount, holdUntil: depositPayment.holdUntil } }),
});

/** The booking the draft's last confirmation made, when `token` is its manage link; null otherwise (or on the server). */
export function keptBookingFor(token: string): KeptBooking | null {
  const booked = readDraft()?.confirmation?.booked;
  return booked?.manageToken === token ? withDisplayName(booked) : null;
}

/** An answer kept before barbers had display names (`barber: { username }`) shows the name clients saw then. */
function withDisplayName(booked: KeptBooking): KeptBooking {
  const { displayName, username } = booked.barber as { displayName?: string; username?: string };
  return { ...booked, barber: { displayName: displayName ?? username ?? '' } };
}

/** Once the result page has the server's booking, the answer kept for `token` goes (with its key), and the draft with it unless a new booking has begun meanwhile. */
export function forgetKeptBooking(token: string): void {
  const draft = readDraft();
  if (draft?.confirmation?.booked?.manageToken !== token) return;
  const { confirmation: _shown, ...rest } = draft;
  writeDraft(Object.keys(rest).length ? rest : null);
}
