import { adjustmentCents, changedSincePaid } from './adjustment';
import { advanceCents, advanceNote } from './advance';
import { CommissionRate } from './commission-rate';
import { InvalidAdvanceAmount, InvalidAdvanceNote } from './commission.errors';
import { keptDepositLines } from './kept-deposit';
import { newPayout, overlaps, Payout } from './payout';
import { periodFigures, toPayCents } from './period-figures';

const november = (day: number) => ({ year: 2026, month: 10, day });
const rate = (amount: { percentBp?: number; fixedCents?: number }, serviceId: string | null = null): CommissionRate => ({
  id: `r${serviceId}`,
  barberId: 'b',
  serviceId,
  percentBp: amount.percentBp ?? null,
  fixedCents: amount.fixedCents ?? null,
  startsOn: november(1),
  createdAt: new Date(0),
});
const booking = (day: number, priceCents: number) => ({
  id: `a${day}`,
  date: november(day),
  hour: 1000,
  clientFirstName: 'Maria',
  serviceId: 's',
  priceCents,
});
const kept = (day: number, keptCents: number) => ({
  bookingId: `k${day}`,
  date: november(day),
  hour: 1400,
  clientFirstName: 'Rui',
  serviceId: 's',
  keptCents,
});
const advance = (amountCents: number) => ({ id: 'v', barberId: 'b', day: november(3), amountCents, note: '', createdAt: new Date(0) });

describe('advances', () => {
  it('take R$ 0,01 to R$ 100.000,00 in reais with two decimals, and a note of 200 characters at most', () => {
    expect(advanceCents(10.5)).toBe(1050);
    expect(advanceCents(100_000)).toBe(10_000_000);
    for (const bad of [0, -1, 0.001, 100_000.01, Number.NaN]) expect(() => advanceCents(bad)).toThrow(InvalidAdvanceAmount);
    expect(advanceNote('  Adiantamento  ')).toBe('Adiantamento');
    expect(advanceNote(undefined)).toBe('');
    expect(() => advanceNote('x'.repeat(201))).toThrow(InvalidAdvanceNote);
  });
});

describe('kept deposits', () => {
  it('give the barber the rate of the deposit, a fixed amount never above the deposit itself', () => {
    expect(keptDepositLines([kept(3, 1000)], [rate({ percentBp: 4250 })])[0].commissionCents).toBe(425);
    expect(keptDepositLines([kept(3, 1000)], [rate({ fixedCents: 2000 })])[0].commissionCents).toBe(1000);
    expect(keptDepositLines([kept(3, 1000)], [rate({ fixedCents: 500 })])[0].commissionCents).toBe(500);
    expect(keptDepositLines([kept(3, 1000)], [])[0]).toMatchObject({ rate: null, commissionCents: null });
  });
});

describe('a period’s figures', () => {
  it('earn the barber’s part and their share of the kept deposits; to pay deducts the advances and adds the adjustment', () => {
    const figures = periodFigures([booking(2, 3500)], [kept(3, 1000)], [advance(1000)], [rate({ percentBp: 5000 })]);
    expect(figures).toMatchObject({ keptCents: 1000, keptCommissionCents: 500, advancesCents: 1000, earnedCents: 2250, rateMissing: false });
    expect(toPayCents(figures, 300)).toBe(1550);
    expect(toPayCents(figures, null)).toBeNull();
    const missing = periodFigures([booking(2, 3500)], [], [], []);
    expect(missing).toMatchObject({ earnedCents: null, rateMissing: true });
    expect(toPayCents(missing, 0)).toBeNull();
  });
});

describe('paid periods', () => {
  const figures = periodFigures([booking(2, 3500), booking(3, 3500)], [], [advance(1000)], [rate({ percentBp: 5000 })]);
  const payout: Payout = newPayout(
    { id: 'p', barberId: 'b', period: { from: november(1), to: november(7) }, splitKeptDeposits: false, paidAt: new Date(0) },
    figures,
    0,
    new Map([['s', 'Corte']]),
  );

  it('freeze the figures and lines without the client’s name', () => {
    expect(payout).toMatchObject({ grossCents: 7000, shopCents: 3500, barberCents: 3500, advancesCents: 1000, adjustmentCents: 0, paidCents: 2500 });
    expect(payout.lines.appointments[0]).toEqual({
      id: 'a2',
      date: '2026-11-02',
      hour: 1000,
      jobId: 's',
      service: 'Corte',
      amountCents: 3500,
      percentBp: 5000,
      fixedCents: null,
      commissionCents: 1750,
    });
    expect(JSON.stringify(payout.lines)).not.toContain('Maria');
  });

  it('carry a later change as a running balance: owed once, then settled by the payout that takes it in', () => {
    expect(adjustmentCents([{ payout, earnedNowCents: 3500, grossNowCents: 7000 }])).toBe(0);
    expect(changedSincePaid([{ payout, earnedNowCents: 3500, grossNowCents: 7000 }])).toBe(false);
    expect(adjustmentCents([{ payout, earnedNowCents: 5250, grossNowCents: 10500 }])).toBe(1750);
    expect(changedSincePaid([{ payout, earnedNowCents: 5250, grossNowCents: 10500 }])).toBe(true);
    const settling = { ...payout, id: 'p2', barberCents: 1000, adjustmentCents: 1750 };
    const both = [
      { payout, earnedNowCents: 5250, grossNowCents: 10500 },
      { payout: settling, earnedNowCents: 1000, grossNowCents: 2000 },
    ];
    expect(adjustmentCents(both)).toBe(0);
    expect(adjustmentCents([...both, { payout, earnedNowCents: null, grossNowCents: 0 }])).toBeNull();
  });

  it('overlap when they share a day, both ends included', () => {
    const week = { from: november(1), to: november(7) };
    expect(overlaps(week, { from: november(7), to: november(9) })).toBe(true);
    expect(overlaps(week, { from: november(8), to: november(9) })).toBe(false);
  });
});
