import { describe, expect, it } from 'vitest';
import { groupSlotsByPeriod, withHour } from './slot-groups';

const slot = (hour: number, label: string) => ({ hour, label });

describe('slot grids', () => {
  it('puts times up to 11:30 in the morning and from 12:00 in the afternoon', () => {
    const slots = [slot(730, '07:30'), slot(1130, '11:30'), slot(1200, '12:00'), slot(1230, '12:30'), slot(1930, '19:30')];
    expect(groupSlotsByPeriod(slots)).toEqual({
      morning: [slot(730, '07:30'), slot(1130, '11:30')],
      afternoon: [slot(1200, '12:00'), slot(1230, '12:30'), slot(1930, '19:30')],
    });
  });

  it('leaves a grid empty when the day has no times in it', () => {
    expect(groupSlotsByPeriod([slot(1400, '14:00')]).morning).toEqual([]);
    expect(groupSlotsByPeriod([])).toEqual({ morning: [], afternoon: [] });
  });

  it("adds an edited booking's own time in its place, once", () => {
    const slots = [slot(900, '09:00'), slot(1100, '11:00')];
    expect(withHour(slots, 1000)).toEqual([slot(900, '09:00'), slot(1000, '10:00'), slot(1100, '11:00')]);
    expect(withHour(slots, 900)).toBe(slots);
    expect(withHour(slots, undefined)).toBe(slots);
  });
});
