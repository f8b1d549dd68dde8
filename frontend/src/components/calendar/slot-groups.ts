import { formatHour } from '../../lib/format/format';
import type { Slot } from '../../api/types';

/** Morning slots end at 11:30: from noon on a time is in the afternoon (12:00 is 'meio-dia', never 'manhã'). */
const AFTERNOON_FROM = 1200;

export interface SlotGroups {
  morning: Slot[];
  afternoon: Slot[];
}

/** The day's free start times in the morning and afternoon grids, in order. */
export function groupSlotsByPeriod(slots: Slot[]): SlotGroups {
  return {
    morning: slots.filter((slot) => slot.hour < AFTERNOON_FROM),
    afternoon: slots.filter((slot) => slot.hour >= AFTERNOON_FROM),
  };
}

/** The slots plus `hour` in its place when it is missing (an edited booking's own, possibly past, time). */
export function withHour(slots: Slot[], hour: number | undefined): Slot[] {
  if (hour === undefined || slots.some((slot) => slot.hour === hour)) return slots;
  return [...slots, { hour, label: formatHour(hour) }].sort((a, b) => a.hour - b.hour);
}
