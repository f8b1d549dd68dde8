import type { CommissionMonthBarber } from '../../api/types';

const cents = (reais: number) => Math.round(reais * 100);

/**
 * What the shop still owes the team for the month: the sum of each barber's `toPay` (the server's: the days no payout
 * holds, plus any adjustment); `missing` counts the barbers with bookings left out for want of a rate.
 */
export function monthTotalToPay(barbers: readonly CommissionMonthBarber[]): { total: number; missing: number } {
  let total = 0;
  let missing = 0;
  for (const barber of barbers) {
    if (barber.toPay == null) missing += barber.appointments > 0 ? 1 : 0;
    else total += cents(barber.toPay);
  }
  return { total: total / 100, missing };
}

/** The name the owner knows a barber by: the one clients see, else the login. */
export const barberName = (barber: { displayName?: string; username: string }): string => barber.displayName || barber.username;
