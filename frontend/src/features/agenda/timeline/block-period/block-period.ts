import type { TimelineSlot } from '../../../../api/types';

/** A part of the day the barber blocks from the day view: the morning (before noon), the afternoon, the whole day, or from–to. */
export type BlockPeriod = { kind: 'morning' } | { kind: 'afternoon' } | { kind: 'day' } | { kind: 'between'; from: number; to: number };

const NOON = 1200;

/** The free slots of the day inside the period (`HHMM` starts): what blocking it blocks; booked and blocked ones stay as they are. */
export function freeHoursIn(slots: readonly TimelineSlot[], period: BlockPeriod): number[] {
  return slots.filter((slot) => slot.state === 'free' && inPeriod(slot.hour, period)).map((slot) => slot.hour);
}

function inPeriod(hour: number, period: BlockPeriod): boolean {
  switch (period.kind) {
    case 'morning':
      return hour < NOON;
    case 'afternoon':
      return hour >= NOON;
    case 'day':
      return true;
    case 'between':
      return hour >= period.from && hour < period.to;
  }
}
