import { describe, expect, it } from 'vitest';
import { periodField, periodLabel, periodOfField, PERIOD_CHOICES } from './day-periods';

describe('day periods', () => {
  it('names each part of the day, any time first', () => {
    expect(PERIOD_CHOICES.map((choice) => choice.label)).toEqual(['Qualquer horário', 'Manhã', 'Tarde']);
    expect(periodLabel('morning')).toBe('Manhã');
    expect(periodLabel('afternoon')).toBe('Tarde');
    expect(periodLabel(null)).toBe('Qualquer horário');
  });

  it('is a form field’s value, any time as an empty one', () => {
    expect(PERIOD_CHOICES.map((choice) => periodField(choice.value))).toEqual(['', 'morning', 'afternoon']);
  });

  it('reads a form field’s value back; anything else is any time', () => {
    expect(['', 'morning', 'afternoon'].map(periodOfField)).toEqual([null, 'morning', 'afternoon']);
    expect(periodOfField('noite')).toBeNull();
    expect(periodOfField(null)).toBeNull();
    expect(periodOfField(undefined)).toBeNull();
  });
});
