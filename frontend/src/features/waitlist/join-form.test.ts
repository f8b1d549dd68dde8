import { describe, expect, it } from 'vitest';
import { choicesOf, joinPageWith, WAITLIST_PAGE, wantedDays } from './join-form';
import { validateJoinSearch } from './join-search';

describe('the join page’s address with the choices of a refused form', () => {
  it('carries the days and the part of the day, and only those', () => {
    expect(joinPageWith(['2026-12-05', '2026-12-06'], 'morning')).toBe('/agenda/espera?dias=2026-12-05%2C2026-12-06&periodo=morning');
    expect(joinPageWith([], 'afternoon')).toBe('/agenda/espera?periodo=afternoon');
    expect(joinPageWith([], null)).toBe(WAITLIST_PAGE);
  });

  it('is read back as the same choices; anything else in it is left out', () => {
    const search = validateJoinSearch({ dias: '2026-12-05,2026-12-06', periodo: 'morning', clientName: 'Ana' });
    expect(search).toEqual({ dias: '2026-12-05,2026-12-06', periodo: 'morning' });
    expect(choicesOf(search)).toEqual({ days: ['2026-12-05', '2026-12-06'], period: 'morning' });
  });

  it('reads no days and any time from an address without them, or with something else in their place', () => {
    expect(choicesOf(validateJoinSearch({}))).toEqual({ days: [], period: null });
    expect(choicesOf(validateJoinSearch({ dias: 'amanhã,<b>', periodo: 'noite' }))).toEqual({ days: [], period: null });
    expect(choicesOf(validateJoinSearch({ dias: 20261205, periodo: ['morning'] }))).toEqual({ days: [], period: null });
  });
});

describe('the days the join page opens with', () => {
  const draft = { year: 2026, month: 11, day: 12 };

  it('are those its address asks for (a full day tapped in the calendar), else the day of the time step', () => {
    expect(wantedDays({ dias: '2026-12-19' }, draft)).toEqual(['2026-12-19']);
    expect(wantedDays({}, draft)).toEqual(['2026-12-12']);
    expect(wantedDays({ dias: 'sábado' }, draft)).toEqual(['2026-12-12']);
    expect(wantedDays({}, null)).toEqual([]);
  });
});
