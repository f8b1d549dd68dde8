import { describe, expect, it } from 'vitest';
import {
  DAY_TIMES,
  describeWorkingDay,
  suggestedBreak,
  timeOptions,
  workingDayBreaksLabel,
  workingDayHoursLabel,
  workingHoursErrors,
} from './working-hours-rules';

const LUNCH = { start: 1200, end: 1300 };

describe('the times the screen offers', () => {
  it('runs from 06:00 to 24:00 every 30 minutes', () => {
    expect(DAY_TIMES).toHaveLength(37);
    expect(DAY_TIMES.slice(0, 3)).toEqual([600, 630, 700]);
    expect(DAY_TIMES.slice(-2)).toEqual([2330, 2400]);
  });

  it('keeps a stored time outside that range, in order', () => {
    const options = timeOptions(530);
    expect(options.slice(0, 2)).toEqual([530, 600]);
    expect(timeOptions(900)).toHaveLength(37);
  });
});

describe('workingHoursErrors', () => {
  it('accepts coherent hours', () => {
    expect(workingHoursErrors({ start: 900, end: 1800, breaks: [LUNCH] })).toEqual({});
  });

  it('words the problems as the server does, under the end or the break they belong to', () => {
    expect(workingHoursErrors({ start: 1800, end: 900, breaks: [] })).toEqual({ end: 'O horário de fim precisa ser depois do horário de início.' });
    expect(workingHoursErrors({ start: 900, end: 1800, breaks: [LUNCH, { start: 1300, end: 1200 }] })).toEqual({
      'breaks.1': 'O intervalo que começa às 13:00 precisa terminar depois de começar.',
    });
    expect(workingHoursErrors({ start: 900, end: 1800, breaks: [{ start: 1700, end: 1800 }] })).toEqual({
      'breaks.0': 'O intervalo das 17:00 às 18:00 precisa ficar dentro do atendimento, depois das 09:00 e antes das 18:00.',
    });
  });

  it('names every problem at once', () => {
    expect(Object.keys(workingHoursErrors({ start: 1200, end: 900, breaks: [LUNCH] }))).toEqual(['end', 'breaks.0']);
  });
});

describe('suggestedBreak', () => {
  it('suggests lunch when it fits, else the first free half hour inside the day', () => {
    expect(suggestedBreak({ start: 900, end: 1800, breaks: [] })).toEqual(LUNCH);
    expect(suggestedBreak({ start: 900, end: 1800, breaks: [LUNCH] })).toEqual({ start: 930, end: 1000 });
    expect(suggestedBreak({ start: 1400, end: 1600, breaks: [] })).toEqual({ start: 1430, end: 1500 });
  });

  it('suggests nothing when no half hour is left strictly inside the day', () => {
    expect(suggestedBreak({ start: 900, end: 1000, breaks: [] })).toBeNull();
    expect(suggestedBreak({ start: 900, end: 1030, breaks: [{ start: 930, end: 1000 }] })).toBeNull();
  });
});

describe('describeWorkingDay', () => {
  it('says Folga for a weekday off, else the hours and breaks', () => {
    expect(describeWorkingDay({ weekday: 0, open: false, hours: { start: 900, end: 1800, breaks: [] } })).toBe('Folga');
    expect(describeWorkingDay({ weekday: 0, open: true, hours: null })).toBe('Folga');
    expect(describeWorkingDay({ weekday: 6, open: true, hours: { start: 800, end: 1300, breaks: [] } })).toBe('08:00 às 13:00');
    expect(describeWorkingDay({ weekday: 1, open: true, hours: { start: 900, end: 2400, breaks: [LUNCH, { start: 1600, end: 1630 }] } })).toBe(
      '09:00 às 24:00 · intervalos 12:00 às 13:00, 16:00 às 16:30',
    );
  });
});

describe('the card’s lines', () => {
  it('gives the hours (or Folga) and the breaks of an open day apart', () => {
    const monday = { weekday: 1, open: true, hours: { start: 900, end: 1800, breaks: [LUNCH] } };
    expect(workingDayHoursLabel(monday)).toBe('09:00 às 18:00');
    expect(workingDayBreaksLabel(monday)).toBe('Intervalo 12:00 às 13:00');
    expect(workingDayBreaksLabel({ ...monday, open: false })).toBeNull();
    expect(workingDayHoursLabel({ ...monday, open: false })).toBe('Folga');
  });
});
