import { applicableRate, CommissionRate, currentRates } from './commission-rate';

const CORTE = 'corte-id';
const BARBA = 'barba-id';
let made = 0;
function rate(serviceId: string | null, startsOn: string, percent: number): CommissionRate {
  const [year, month, day] = startsOn.split('-').map(Number);
  made += 1;
  return {
    id: `${serviceId}-${startsOn}`,
    barberId: 'b',
    serviceId,
    percentBp: percent * 100,
    fixedCents: null,
    startsOn: { year, month: month - 1, day },
    createdAt: new Date(made),
  };
}
const day = (year: number, month: number, dayOfMonth: number) => ({ year, month: month - 1, day: dayOfMonth });

describe('which commission rate a booking earns', () => {
  const general50 = rate(null, '2026-10-01', 50);
  const general40 = rate(null, '2026-12-06', 40);
  const corte60 = rate(CORTE, '2026-11-15', 60);
  const rates = [general40, corte60, general50];

  it('is the newest general rate started by the booking’s day: a change applies from its day, never before', () => {
    expect(applicableRate(rates, BARBA, day(2026, 12, 5))).toBe(general50);
    expect(applicableRate(rates, BARBA, day(2026, 12, 6))).toBe(general40);
    expect(applicableRate(rates, BARBA, day(2027, 1, 1))).toBe(general40);
  });

  it('is the service’s own rate once it has started, even over a newer general one', () => {
    expect(applicableRate(rates, CORTE, day(2026, 11, 14))).toBe(general50);
    expect(applicableRate(rates, CORTE, day(2026, 11, 15))).toBe(corte60);
    expect(applicableRate(rates, CORTE, day(2026, 12, 20))).toBe(corte60);
  });

  it('is none before the first rate, or without any', () => {
    expect(applicableRate(rates, BARBA, day(2026, 9, 30))).toBeNull();
    expect(applicableRate([], BARBA, day(2026, 12, 6))).toBeNull();
  });

  it('in force today: the newest started one of the general rate and of each service, not one still to start', () => {
    expect(currentRates(rates, day(2026, 12, 5))).toEqual(new Set([general50, corte60]));
    expect(currentRates(rates, day(2026, 12, 6))).toEqual(new Set([general40, corte60]));
    expect(currentRates([rate(null, '2027-01-01', 30)], day(2026, 12, 6)).size).toBe(0);
  });
});
