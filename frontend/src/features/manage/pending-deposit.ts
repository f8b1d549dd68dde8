import type { ManagedBooking } from '../../api/types';

export type DepositPaymentOf = NonNullable<ManagedBooking['depositPayment']>;

/** The deposit a booking still waits for (the Pix to pay), or null: none asked, settled, or the booking no longer holds its time. */
export function pendingDepositOf(booking: ManagedBooking | undefined): DepositPaymentOf | null {
  const deposit = booking?.depositPayment;
  return booking?.status === 'booked' && deposit?.status === 'pending' ? deposit : null;
}
