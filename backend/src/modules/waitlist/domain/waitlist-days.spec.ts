import { fitsPeriod, localDateOf, periodOf, waitlistDays } from './waitlist-days';

const today = { year: 2026, month: 10, day: 28 };
const last = { year: 2027, month: 0, day: 27 };

describe('the waitlist’s days and parts of the day', () => {
  it('takes 1 to 7 real days from today to the last bookable day, in order, once each', () => {
    expect(waitlistDays(['2026-12-05', '2026-11-28', '2026-12-05'], today, last)).toEqual([today, { year: 2026, month: 11, day: 5 }]);
    expect(waitlistDays(['2027-01-27'], today, last)).toEqual([last]);
  });

  it.each([
    [[], 'Escolha de 1 a 7 dias.'],
    [['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06', '2026-12-07', '2026-12-08'], 'Escolha de 1 a 7 dias.'],
    [['2026-11-27'], 'Escolha dias a partir de hoje.'],
    [['2027-01-28'], 'Escolha dias até 27/01/2027, o último dia da agenda.'],
    [['2026-02-29'], 'Data inexistente: 2026-02-29.'],
    [['28/11/2026'], 'Data inválida: 28/11/2026. Use AAAA-MM-DD.'],
  ])('refuses %j', (days, message) => {
    expect(() => waitlistDays(days, today, last)).toThrow(message);
  });

  it('manhã is before 12:00, tarde from 12:00; no part of the day fits any time', () => {
    expect([periodOf(1130), periodOf(1200), periodOf(2330)]).toEqual(['morning', 'afternoon', 'afternoon']);
    expect(fitsPeriod(1130, 'afternoon')).toBe(false);
    expect(fitsPeriod(1130, null)).toBe(true);
    expect(localDateOf('2026-12-05')).toEqual({ year: 2026, month: 11, day: 5 });
  });
});
