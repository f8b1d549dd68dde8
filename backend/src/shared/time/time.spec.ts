import { Settings } from 'luxon';
import { AppConfig } from '../../config/app-config';
import { ShopClock } from './shop-clock';
import { hourLabel, isGridHour, nextSlot } from './hhmm';
import { addDays, InvalidDate, isRealDate, monthRange, parseIsoDate, toIsoDate, weekdayOf } from './local-date';

describe('HHMM hours', () => {
  it('accepts only times on the 30-minute grid', () => {
    expect([0, 730, 1000, 1930, 2330].every(isGridHour)).toBe(true);
    expect([745, 1060, 2400, -30, 10.5].some(isGridHour)).toBe(false);
  });

  it('finds the next slot across the hour', () => {
    expect(nextSlot(1030)).toBe(1100);
    expect(nextSlot(730)).toBe(800);
  });

  it('labels hours as HH:MM', () => {
    expect(hourLabel(730)).toBe('07:30');
    expect(hourLabel(1900)).toBe('19:00');
  });
});

describe('LocalDate (months 0-11)', () => {
  it('knows which days exist', () => {
    expect(isRealDate({ year: 2026, month: 0, day: 31 })).toBe(true);
    expect(isRealDate({ year: 2026, month: 1, day: 31 })).toBe(false);
    expect(isRealDate({ year: 2028, month: 1, day: 29 })).toBe(true);
  });

  it("gives a month as [its first day, the next month's first day), December into January", () => {
    expect(monthRange(2026, 10)).toEqual([
      { year: 2026, month: 10, day: 1 },
      { year: 2026, month: 11, day: 1 },
    ]);
    expect(monthRange(2026, 11)).toEqual([
      { year: 2026, month: 11, day: 1 },
      { year: 2027, month: 0, day: 1 },
    ]);
  });

  it('adds days across a year change', () => {
    expect(addDays({ year: 2026, month: 11, day: 31 }, 1)).toEqual({ year: 2027, month: 0, day: 1 });
  });

  it('formats ISO dates and weekdays with Sunday = 0', () => {
    expect(toIsoDate({ year: 2026, month: 10, day: 1 })).toBe('2026-11-01');
    expect(weekdayOf({ year: 2026, month: 10, day: 22 })).toBe(0);
  });

  it('reads an ISO date back, refusing a day its month lacks, a year before 2000 and any other spelling', () => {
    expect(parseIsoDate('2028-02-29')).toEqual({ year: 2028, month: 1, day: 29 });
    for (const bad of ['2026-02-29', '2026-13-01', '2026-00-10', '1999-12-31', '2026-1-05', '05/01/2026', '2026-01-05T00:00']) {
      expect(() => parseIsoDate(bad)).toThrow(InvalidDate);
    }
  });
});

describe('ShopClock', () => {
  const clock = (shopTimezone: string) => new ShopClock({ shopTimezone, bookingWindowDays: 60 } as AppConfig);

  it('places a shop-local day and time at its instant, whatever the server’s zone', () => {
    const day = { year: 2026, month: 10, day: 25 };
    expect(clock('America/Sao_Paulo').instantOf(day, 1930).toISOString()).toBe('2026-11-25T22:30:00.000Z');
    expect(clock('Europe/Lisbon').instantOf({ year: 2026, month: 6, day: 1 }, 730).toISOString()).toBe('2026-07-01T06:30:00.000Z');
  });

  it('gives now as a local timestamp comparable with starts_at', () => {
    expect(clock('America/Sao_Paulo').localNow()).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });

  describe('now(), worked out once a minute', () => {
    const realNow = Settings.now;
    afterEach(() => (Settings.now = realNow));
    const at = (iso: string) => (Settings.now = () => Date.parse(iso));

    it('follows the clock from one minute to the next, across midnight in the shop', () => {
      const saoPaulo = clock('America/Sao_Paulo');
      at('2026-11-26T02:59:10Z');
      expect(saoPaulo.now()).toEqual({
        date: { year: 2026, month: 10, day: 25 },
        minutes: 23 * 60 + 59,
        lastBookableDate: { year: 2027, month: 0, day: 24 },
      });
      at('2026-11-26T02:59:59.999Z');
      expect(saoPaulo.now().minutes).toBe(23 * 60 + 59);
      at('2026-11-26T03:00:00Z');
      expect(saoPaulo.now()).toEqual({ date: { year: 2026, month: 10, day: 26 }, minutes: 0, lastBookableDate: { year: 2027, month: 0, day: 25 } });
      at('2026-11-26T02:59:30Z');
      expect(saoPaulo.now().date.day).toBe(25);
    });

    it('hands out copies: changing one answer leaves the next one alone', () => {
      const lisbon = clock('Europe/Lisbon');
      at('2026-07-01T10:00:00Z');
      lisbon.now().date.day = 2;
      expect(lisbon.now().date).toEqual({ year: 2026, month: 6, day: 1 });
    });
  });
});
