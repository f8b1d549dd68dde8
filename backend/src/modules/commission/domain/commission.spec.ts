import fc from 'fast-check';
import { commissionCents } from './commission';
import { commissionStatement, StatementBooking } from './commission-statement';
import { commissionAmount, ensureStartAllowed } from './commission-terms';
import {
  CommissionAmountRequired,
  CommissionRateInPastMonth,
  InvalidCommissionFixed,
  InvalidCommissionPercent,
  StatementPeriodReversed,
  StatementPeriodTooLong,
} from './commission.errors';
import { CommissionRate } from './commission-rate';
import { statementPeriod } from './statement-period';

const percent = (bp: number) => ({ percentBp: bp, fixedCents: null });

describe('a booking’s commission in centavos', () => {
  it('is the percentage of the price rounded half up to the centavo', () => {
    expect(commissionCents(3500, percent(5000))).toBe(1750);
    expect(commissionCents(3500, percent(4250))).toBe(1488); // 14,875 → 14,88
    expect(commissionCents(3300, percent(4250))).toBe(1403); // 14,025 → 14,03
    expect(commissionCents(3333, percent(3333))).toBe(1111); // 11,108889 → 11,11
    expect(commissionCents(3500, percent(0))).toBe(0);
    expect(commissionCents(3500, percent(10000))).toBe(3500);
  });

  it('is the fixed amount whatever the price', () => {
    expect(commissionCents(3500, { percentBp: null, fixedCents: 2000 })).toBe(2000);
    expect(commissionCents(5500, { percentBp: null, fixedCents: 2000 })).toBe(2000);
  });

  it('is a whole number of centavos within half a centavo of the exact share, never more than the price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000 }), (price, bp) => {
        const cents = commissionCents(price, percent(bp));
        expect(Number.isInteger(cents)).toBe(true);
        expect(Math.abs(cents - (price * bp) / 10_000)).toBeLessThanOrEqual(0.5);
        expect(cents).toBeLessThanOrEqual(price);
      }),
    );
  });
});

describe('the rate the owner sends', () => {
  it('is a percentage in basis points or a fixed amount in centavos, one of the two', () => {
    expect(commissionAmount({ percent: 42.5 })).toEqual({ percentBp: 4250, fixedCents: null });
    expect(commissionAmount({ percent: 50, fixed: null })).toEqual({ percentBp: 5000, fixedCents: null });
    expect(commissionAmount({ fixed: 19.99 })).toEqual({ percentBp: null, fixedCents: 1999 });
    expect(() => commissionAmount({ percent: 50, fixed: 20 })).toThrow(CommissionAmountRequired);
    expect(() => commissionAmount({})).toThrow(CommissionAmountRequired);
  });

  it('refuses a percentage outside 0-100 or with more than 2 decimals, a fixed amount below 0, above R$ 100.000 or in fractions of a centavo', () => {
    for (const bad of [-1, 100.01, 101, 42.555]) expect(() => commissionAmount({ percent: bad })).toThrow(InvalidCommissionPercent);
    for (const bad of [-0.01, 100_000.01, 10.005]) expect(() => commissionAmount({ fixed: bad })).toThrow(InvalidCommissionFixed);
  });

  it('starts this month or later, but the barber’s first rate may start earlier', () => {
    const today = { year: 2026, month: 11, day: 6 };
    expect(() => ensureStartAllowed({ year: 2026, month: 11, day: 1 }, today, true)).not.toThrow();
    expect(() => ensureStartAllowed({ year: 2026, month: 10, day: 30 }, today, true)).toThrow(CommissionRateInPastMonth);
    expect(() => ensureStartAllowed({ year: 2026, month: 0, day: 1 }, today, false)).not.toThrow();
  });
});

describe('the statement', () => {
  const rate: CommissionRate = {
    id: 'r',
    barberId: 'b',
    serviceId: null,
    percentBp: 4250,
    fixedCents: null,
    startsOn: { year: 2026, month: 11, day: 1 },
    createdAt: new Date(0),
  };
  const booking = (day: number, priceCents: number): StatementBooking => ({
    id: `a${day}`,
    date: { year: 2026, month: 11, day },
    hour: 1000,
    clientFirstName: 'Maria',
    serviceId: 's',
    priceCents,
  });

  it('adds up the lines: the gross, the barber’s part and the shop’s cota-parte', () => {
    const { totals, rateMissing } = commissionStatement([booking(2, 3500), booking(3, 3500)], [rate]);
    expect(rateMissing).toBe(false);
    expect(totals).toEqual({ attended: 2, grossCents: 7000, barberCents: 2976, shopCents: 4024 });
  });

  it('says a rate is missing, with no commission, rather than counting 0', () => {
    const none = commissionStatement([booking(2, 3500)], []);
    expect(none.rateMissing).toBe(true);
    expect(none.lines[0]).toMatchObject({ rate: null, commissionCents: null });
    expect(none.totals).toEqual({ attended: 1, grossCents: 3500, barberCents: null, shopCents: null });
    const before = { ...booking(2, 3500), date: { year: 2026, month: 10, day: 30 } };
    expect(commissionStatement([before, booking(3, 3500)], [rate]).totals.barberCents).toBeNull();
    expect(commissionStatement([], []).rateMissing).toBe(true);
  });

  it('covers 1 to 366 days, the first before or on the last', () => {
    const first = { year: 2028, month: 0, day: 1 };
    expect(statementPeriod(first, { year: 2028, month: 11, day: 31 })).toEqual({ from: first, to: { year: 2028, month: 11, day: 31 } });
    expect(statementPeriod(first, first).to).toEqual(first);
    expect(() => statementPeriod(first, { year: 2029, month: 0, day: 1 })).toThrow(StatementPeriodTooLong);
    expect(() => statementPeriod(first, { year: 2027, month: 11, day: 31 })).toThrow(StatementPeriodReversed);
  });
});
