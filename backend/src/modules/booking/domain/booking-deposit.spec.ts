import { BookingDeposit } from './booking-deposit';

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
    pending.settleOnClientCancel();
    expect(pending.status).toBe('expired');
    for (const [outcome, status] of [
      ['refund', 'refund_due'],
      ['credit', 'credited'],
    ] as const) {
      const confirmed = ask(5000, outcome);
      confirmed.settleOnClientCancel();
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
