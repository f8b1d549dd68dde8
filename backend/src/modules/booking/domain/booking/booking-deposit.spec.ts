import { BookingDeposit } from './booking-deposit';
import { DepositChangeNotPriced } from './deposit.errors';

const NOW = new Date('2026-11-28T12:00:00Z');
const ask = (creditCents = 0, cancelInTime: 'refund' | 'credit' = 'refund') =>
  BookingDeposit.ask({ cents: 1050, holdMinutes: 15, cancelInTime, creditCents }, NOW);

describe('a booking’s deposit', () => {
  it('waits for its Pix until the hold ends, unless credit covers it all', () => {
    expect(ask()).toMatchObject({ status: 'pending', toPayCents: 1050, holdUntil: new Date('2026-11-28T12:15:00Z'), confirmedAt: null });
    expect(ask(300)).toMatchObject({ status: 'pending', toPayCents: 750 });
    expect(ask(5000)).toMatchObject({ status: 'confirmed', creditCents: 1050, toPayCents: 0, confirmedAt: NOW });
  });

  it('settles a cancellation in time as the terms said, and a no-show as kept', () => {
    const pending = ask();
    pending.settleOnCancel();
    expect(pending.status).toBe('expired');
    for (const [outcome, status] of [
      ['refund', 'refund_due'],
      ['credit', 'credited'],
    ] as const) {
      const confirmed = ask(5000, outcome);
      confirmed.settleOnCancel();
      expect(confirmed.status).toBe(status);
    }
    const noShow = ask(5000);
    noShow.settleOnNoShow();
    expect(noShow.status).toBe('kept');
    const unpaid = ask();
    unpaid.settleOnNoShow();
    expect(unpaid.status).toBe('pending');
  });
});

describe('a change of service reprices the deposit', () => {
  const LATER = new Date('2026-11-28T12:30:00Z');
  const confirmed = (cents: number, cancelInTime: 'refund' | 'credit', creditCents = 0) => {
    const deposit = BookingDeposit.ask({ cents, holdMinutes: 15, cancelInTime, creditCents }, NOW);
    deposit.paidCents = deposit.toPayCents;
    deposit.status = 'confirmed';
    return deposit;
  };

  it('asks the difference of a larger deposit by Pix, with a new hold', () => {
    const deposit = confirmed(1250, 'refund');
    expect(deposit.reprice(45000, LATER)).toEqual({ creditGivenBackCents: 0, creditEarnedCents: 0 });
    expect(deposit).toMatchObject({ status: 'pending', cents: 45000, paidCents: 1250, toPayCents: 43750 });
    expect(deposit.holdUntil).toEqual(new Date('2026-11-28T12:45:00Z'));
  });

  it('asks a pending deposit more, and keeps a smaller one waiting for what is left', () => {
    const deposit = ask();
    deposit.reprice(2000, LATER);
    expect(deposit).toMatchObject({ status: 'pending', toPayCents: 2000 });
    deposit.reprice(500, LATER);
    expect(deposit).toMatchObject({ status: 'pending', toPayCents: 500 });
  });

  it('pays back the Pix over a smaller deposit under "refund", credits it under "credit"', () => {
    const refund = confirmed(2750, 'refund');
    expect(refund.reprice(1250, LATER)).toEqual({ creditGivenBackCents: 0, creditEarnedCents: 0 });
    expect(refund).toMatchObject({ status: 'confirmed', cents: 1250, paidCents: 1250, refundDueCents: 1500, toPayCents: 0 });
    const credit = confirmed(2750, 'credit');
    expect(credit.reprice(1250, LATER)).toEqual({ creditGivenBackCents: 0, creditEarnedCents: 1500 });
    expect(credit).toMatchObject({ status: 'confirmed', cents: 1250, paidCents: 1250, creditedCents: 1500, refundDueCents: 0 });
  });

  it('gives the credit it took back first', () => {
    const deposit = confirmed(2000, 'refund', 1500);
    expect(deposit.reprice(1000, LATER)).toEqual({ creditGivenBackCents: 1000, creditEarnedCents: 0 });
    expect(deposit).toMatchObject({ cents: 1000, creditCents: 500, paidCents: 500, refundDueCents: 0 });
  });

  it('refuses a new amount while the client says they paid and the barber has not confirmed', () => {
    const deposit = ask();
    deposit.reportedPaidAt = LATER;
    expect(() => deposit.reprice(2000, LATER)).toThrow(DepositChangeNotPriced);
    expect(deposit.reprice(1050, LATER)).toEqual({ creditGivenBackCents: 0, creditEarnedCents: 0 });
  });
});

describe('money leaving a deposit', () => {
  it('gives back the credit a cancelled or expired booking took, and settles what was paid', () => {
    const pending = ask(300);
    expect(pending.settleOnCancel()).toEqual({ creditGivenBackCents: 300, creditEarnedCents: 0 });
    expect(pending).toMatchObject({ status: 'expired', creditCents: 0 });
    const credited = ask(5000, 'credit');
    credited.cents = 1050;
    expect(credited.settleOnCancel()).toEqual({ creditGivenBackCents: 1050, creditEarnedCents: 0 });
    expect(credited.status).toBe('credited');
  });

  it('owes back the Pix paid when the client is erased, whatever the terms', () => {
    const deposit = ask(0, 'credit');
    deposit.paidCents = 1050;
    deposit.status = 'confirmed';
    expect(deposit.settleOnErasure()).toEqual({ creditGivenBackCents: 0, creditEarnedCents: 0 });
    expect(deposit).toMatchObject({ status: 'refund_due', refundDueCents: 1050, paidCents: 0, cancelInTime: 'credit' });
  });
});
