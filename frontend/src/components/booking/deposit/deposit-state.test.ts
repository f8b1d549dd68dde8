import { describe, expect, it } from 'vitest';
import { depositState, holdLeftLabel, minutesLeft, partRefundDue, pendingDepositsLabel, type BookingDeposit } from './deposit-state';

const NOW = Date.parse('2026-11-28T12:00:00Z');
const deposit = (changes: Partial<BookingDeposit>): BookingDeposit => ({
  amount: 10.5,
  toPay: 10.5,
  credit: 0,
  paid: 0,
  refundDue: 0,
  refunded: 0,
  credited: 0,
  status: 'pending',
  holdUntil: '2026-11-28T12:12:00Z',
  reportedPaidAt: null,
  confirmedAt: null,
  ...changes,
});
const text = (changes: Partial<BookingDeposit>) => depositState(deposit(changes), NOW).text.replace(/\u00a0/g, ' ');

describe('the deposit as the barber reads it', () => {
  it('counts down the hold in whole minutes, rounding up, and never below zero', () => {
    expect(minutesLeft('2026-11-28T12:12:00Z', NOW)).toBe(12);
    expect(minutesLeft('2026-11-28T12:11:01Z', NOW)).toBe(12);
    expect(minutesLeft('2026-11-28T12:00:00Z', NOW)).toBe(0);
    expect(minutesLeft('2026-11-28T11:50:00Z', NOW)).toBe(0);
  });

  it('says what is still to pay by Pix while it waits, and when the hold is over', () => {
    expect(text({})).toBe('Aguardando sinal R$ 10,50 · 12 min');
    expect(text({ amount: 20, credit: 9.5, toPay: 10.5 })).toBe('Aguardando sinal R$ 10,50 · 12 min');
    expect(text({ holdUntil: '2026-11-28T11:59:00Z' })).toBe('Aguardando sinal R$ 10,50 · prazo terminou');
  });

  it('names every later state with the deposit’s amount', () => {
    expect(text({ status: 'confirmed' })).toBe('Sinal recebido R$ 10,50');
    expect(text({ status: 'refund_due', refundDue: 10.5 })).toBe('Devolver sinal R$ 10,50');
    expect(text({ status: 'refunded', refunded: 10.5 })).toBe('Sinal devolvido R$ 10,50');
    expect(text({ status: 'credited', credited: 10.5 })).toBe('Sinal virou crédito R$ 10,50');
    expect(text({ status: 'kept' })).toBe('Sinal retido R$ 10,50');
    expect(text({ status: 'expired' })).toBe('Cancelado: sinal não pago');
  });

  it('says what is owed back after a change to a service with a smaller deposit', () => {
    expect(text({ status: 'confirmed', amount: 12.5, refundDue: 437.5 })).toBe('Sinal recebido R$ 12,50');
    expect(partRefundDue(deposit({ status: 'confirmed', refundDue: 437.5 }))?.text.replace(/\u00a0/g, ' ')).toBe('Devolver R$ 437,50');
    expect(partRefundDue(deposit({ status: 'confirmed', refunded: 437.5 }))).toBeNull();
    expect(partRefundDue(deposit({ status: 'refund_due', refundDue: 10.5 }))).toBeNull();
  });

  it('counts the deposits to confirm and the hold left in the list’s words', () => {
    expect(pendingDepositsLabel(1)).toBe('1 sinal a confirmar');
    expect(pendingDepositsLabel(3)).toBe('3 sinais a confirmar');
    expect(holdLeftLabel('2026-11-28T12:12:00Z', NOW)).toBe('Faltam 12 min');
    expect(holdLeftLabel('2026-11-28T12:00:30Z', NOW)).toBe('Falta 1 min');
    expect(holdLeftLabel('2026-11-28T11:59:00Z', NOW)).toBe('Prazo terminou');
  });
});
