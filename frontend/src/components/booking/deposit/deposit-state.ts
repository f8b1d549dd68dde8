import { formatBRL } from '../../../lib/format/format';
import type { Booking } from '../../../api/types';

export type BookingDeposit = NonNullable<Booking['deposit']>;

/** What the barber reads of a booking's deposit, and the colour it is shown in. */
export interface DepositState {
  text: string;
  color: 'yellow' | 'teal' | 'orange' | 'gray' | 'red';
}

/** Whole minutes left of a hold at `now` (ms), never below zero: 12.2 minutes left reads '13 min'. */
export function minutesLeft(holdUntil: string, now: number): number {
  return Math.max(0, Math.ceil((Date.parse(holdUntil) - now) / 60_000));
}

/**
 * 'Aguardando sinal R$ 10,50 · 12 min' (the Pix still to pay, the hold's minutes left), 'Sinal recebido R$ 10,50',
 * 'Devolver sinal R$ 10,50' and so on: the deposit's state in the barber's words.
 */
export function depositState(deposit: BookingDeposit, now: number): DepositState {
  const amount = formatBRL(deposit.amount);
  switch (deposit.status) {
    case 'pending': {
      const minutes = minutesLeft(deposit.holdUntil, now);
      const left = minutes > 0 ? `${minutes} min` : 'prazo terminou';
      return { text: `Aguardando sinal ${formatBRL(deposit.toPay)} · ${left}`, color: 'yellow' };
    }
    case 'confirmed':
      return { text: `Sinal recebido ${amount}`, color: 'teal' };
    case 'refund_due':
      return { text: `Devolver sinal ${formatBRL(deposit.refundDue)}`, color: 'orange' };
    case 'refunded':
      return { text: `Sinal devolvido ${formatBRL(deposit.refunded)}`, color: 'gray' };
    case 'credited':
      return { text: `Sinal virou crédito ${formatBRL(deposit.credited)}`, color: 'gray' };
    case 'kept':
      return { text: `Sinal retido ${amount}`, color: 'teal' };
    case 'expired':
      return { text: 'Cancelado: sinal não pago', color: 'red' };
  }
}

/** A live booking whose service changed to one with a smaller deposit: the Pix over it to pay back ('Devolver R$ 15,00'). */
export function partRefundDue(deposit: BookingDeposit): DepositState | null {
  return deposit.status === 'confirmed' && deposit.refundDue > 0 ? { text: `Devolver ${formatBRL(deposit.refundDue)}`, color: 'orange' } : null;
}

/** 1 → '1 sinal a confirmar', 3 → '3 sinais a confirmar'. */
export function pendingDepositsLabel(count: number): string {
  return count === 1 ? '1 sinal a confirmar' : `${count} sinais a confirmar`;
}

/** What is left of a hold, as the list of deposits to confirm says it: 'Faltam 12 min', 'Falta 1 min', 'Prazo terminou'. */
export function holdLeftLabel(holdUntil: string, now: number): string {
  const minutes = minutesLeft(holdUntil, now);
  if (minutes === 0) return 'Prazo terminou';
  return minutes === 1 ? 'Falta 1 min' : `Faltam ${minutes} min`;
}
