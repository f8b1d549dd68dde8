import type { CommissionMonthBarber } from '../../api/types';

const cents = (reais: number) => Math.round(reais * 100);

/**
 * What is left to pay a barber for the month: nothing once it is all paid, what the month comes to less what was paid
 * when part of it is, all of it otherwise; null while a rate is missing (never a silent 0).
 */
export function leftToPay(barber: Pick<CommissionMonthBarber, 'toPay' | 'paid' | 'paidState'>): number | null {
  if (barber.paidState === 'paid') return 0;
  if (barber.toPay == null) return null;
  return barber.paidState === 'partly' ? (cents(barber.toPay) - cents(barber.paid)) / 100 : barber.toPay;
}

/** What the shop still owes the team for the month; `missing` counts the barbers with bookings left out for want of a rate. */
export function monthTotalToPay(barbers: readonly CommissionMonthBarber[]): { total: number; missing: number } {
  let total = 0;
  let missing = 0;
  for (const barber of barbers) {
    const left = leftToPay(barber);
    if (left == null) missing += barber.appointments > 0 ? 1 : 0;
    else total += cents(left);
  }
  return { total: total / 100, missing };
}

/** The name the owner knows a barber by: the one clients see, else the login. */
export const barberName = (barber: { displayName?: string; username: string }): string => barber.displayName || barber.username;
