import { describe, expect, it } from 'vitest';
import { adminWindow } from './admin-window';
import { agendaMonthParams, parseAgendaMonth, shiftMonth } from './agenda-month';

describe("the agenda's month", () => {
  it('round-trips through the URL parameters', () => {
    expect(agendaMonthParams({ month: 10, year: 2026 })).toEqual({ monthName: 'novembro', monthNumber: '10', year: '2026' });
    expect(parseAgendaMonth({ monthName: 'novembro', monthNumber: '10', year: '2026' })).toEqual({ month: 10, year: 2026 });
  });

  it('refuses a month outside 0-11 or a malformed year', () => {
    expect(parseAgendaMonth({ monthName: 'x', monthNumber: '12', year: '2026' })).toBeNull();
    expect(parseAgendaMonth({ monthName: 'x', monthNumber: '-1', year: '2026' })).toBeNull();
    expect(parseAgendaMonth({ monthName: 'x', monthNumber: '1', year: '26' })).toBeNull();
  });

  it('moves across years', () => {
    expect(shiftMonth({ month: 11, year: 2026 }, 1)).toEqual({ month: 0, year: 2027 });
    expect(shiftMonth({ month: 0, year: 2027 }, -1)).toEqual({ month: 11, year: 2026 });
  });
});

describe("the admin form's dates", () => {
  const today = { year: 2026, month: 10, day: 23 };

  it('run from today to the end of next year', () => {
    expect(adminWindow(today)).toEqual({ first: today, last: { year: 2027, month: 11, day: 31 } });
  });

  it("start at an edited booking's earlier date", () => {
    const past = { year: 2026, month: 9, day: 2 };
    expect(adminWindow(today, past).first).toEqual(past);
    expect(adminWindow(today, { year: 2026, month: 11, day: 1 }).first).toEqual(today);
  });
});
