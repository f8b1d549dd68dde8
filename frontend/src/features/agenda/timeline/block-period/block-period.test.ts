import { describe, expect, it } from 'vitest';
import { freeHoursIn } from './block-period';
import type { TimelineSlot } from '../../../../api/types';

const slot = (hour: number, state: TimelineSlot['state'] = 'free'): TimelineSlot => ({
  hour,
  label: '',
  state,
  appointmentId: null,
  continued: false,
  outsideHours: false,
});
const day = [slot(1100), slot(1130, 'booked'), slot(1200), slot(1230, 'blocked'), slot(1300), slot(1330, 'past'), slot(1400)];

describe('the free times a period of the day blocks', () => {
  it('takes the free slots before noon for the morning and from noon for the afternoon', () => {
    expect(freeHoursIn(day, { kind: 'morning' })).toEqual([1100]);
    expect(freeHoursIn(day, { kind: 'afternoon' })).toEqual([1200, 1300, 1400]);
  });

  it('takes every free slot for the whole day, and those from the first time up to the second for from–to', () => {
    expect(freeHoursIn(day, { kind: 'day' })).toEqual([1100, 1200, 1300, 1400]);
    expect(freeHoursIn(day, { kind: 'between', from: 1200, to: 1400 })).toEqual([1200, 1300]);
  });

  it('leaves booked, blocked and passed slots alone', () => {
    expect(freeHoursIn([slot(900, 'booked'), slot(930, 'blocked'), slot(1000, 'past')], { kind: 'day' })).toEqual([]);
  });
});
