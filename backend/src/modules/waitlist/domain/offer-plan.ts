import { nextSlot } from '../../../shared/time/hhmm';
import { DayPeriod, fitsPeriod } from './waitlist-days';

/** An entry waiting for the day being looked at, in line order (oldest first), as offering needs it. */
export interface WaitingEntry {
  id: string;
  serviceId: string;
  takesTwoSlots: boolean;
  period: DayPeriod | null;
  /** Only entries with notifications get offers by themselves; the barber calls the others. */
  notify: boolean;
  /** It holds a pending offer already (on any day): one offer at a time. */
  hasPendingOffer: boolean;
  /** Starts of this day it was offered before (expired, withdrawn): never offered again. */
  offeredStarts: readonly number[];
}

/** The day's free starts as the booking policy sees them, pending offers counted as taken. */
export interface FreeStarts {
  single: readonly number[];
  double: readonly number[];
}

export interface PlannedOffer {
  entryId: string;
  serviceId: string;
  hour: number;
  slotCount: 1 | 2;
  /** Near the time: offered to every matching entry at once, the first to take it wins. */
  broadcast: boolean;
}

/**
 * Which free time goes to whom. Each free start, earliest first, goes to the first entry in line it
 * fits (the service fits there, a double service with the next slot free too; the part of the day;
 * notifications on; no offer pending; not offered this start before); a start `isNear` the time goes
 * to every such entry at once. A time once offered is held: the next start must not overlap it.
 */
export function planOffers(free: FreeStarts, line: readonly WaitingEntry[], isNear: (hour: number) => boolean): PlannedOffer[] {
  const planned: PlannedOffer[] = [];
  const held = new Set<number>();
  const served = new Set<string>();
  const doubles = new Set(free.double);
  for (const hour of free.single) {
    if (held.has(hour)) continue;
    const fitting = line.filter((entry) => !served.has(entry.id) && fits(entry, hour, doubles, held));
    if (!fitting.length) continue;
    const broadcast = isNear(hour);
    for (const entry of broadcast ? fitting : fitting.slice(0, 1)) {
      planned.push({ entryId: entry.id, serviceId: entry.serviceId, hour, slotCount: entry.takesTwoSlots ? 2 : 1, broadcast });
      served.add(entry.id);
      held.add(hour);
      if (entry.takesTwoSlots) held.add(nextSlot(hour));
    }
  }
  return planned;
}

function fits(entry: WaitingEntry, hour: number, doubles: ReadonlySet<number>, held: ReadonlySet<number>): boolean {
  if (!entry.notify || entry.hasPendingOffer || entry.offeredStarts.includes(hour) || !fitsPeriod(hour, entry.period)) return false;
  return !entry.takesTwoSlots || (doubles.has(hour) && !held.has(nextSlot(hour)));
}
