import type { AgendaBooking, TimelineDay, TimelineSlot } from '../../../../api/types';

/**
 * One row of the day's timeline: a booking (with every slot it holds), a run of slots that passed
 * unbooked (one row, not a wall of them), a run of blocked slots (one row: 'Bloqueado 13:00–19:30'),
 * a single slot that is not booked, a gap in the barber's
 * hours (a break inside them, `Intervalo`; before the opening or after the closing, `Fechado`), or
 * the closing time itself.
 */
export type SlotRow =
  | { kind: 'booking'; hour: number; endLabel: string; booking: AgendaBooking }
  | { kind: 'past'; hour: number; firstLabel: string; count: number }
  | { kind: 'blocked'; hour: number; firstLabel: string; endLabel: string }
  | { kind: 'slot'; hour: number; slot: TimelineSlot }
  | { kind: 'gap'; hour: number; label: string; endLabel: string; reason: 'break' | 'closed' };

const toMinutes = (hour: number) => Math.floor(hour / 100) * 60 + (hour % 100);
const toHour = (minutes: number) => Math.floor(minutes / 60) * 100 + (minutes % 60);
const labelOf = (hour: number) => {
  const minutes = toMinutes(hour);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
};
const slotEnd = (hour: number) => toHour(toMinutes(hour) + 30);

/**
 * The day's slots as rows: a double service is one row from its start to its end; passed free slots in
 * a row are one row, and so are blocked ones; where the slots jump (12:00 to 13:00), a break or closed row. The barber's hours
 * are the slots not held `outsideHours`: a gap between the first and last of them is a break, any other
 * gap (around a booking the new hours left out) and the time after the last one are closed.
 */
export function slotRows(day: TimelineDay): SlotRow[] {
  const byId = new Map(day.appointments.map((booking) => [booking.id, booking]));
  const open = day.slots.filter((slot) => !slot.outsideHours);
  const opening = open.length > 0 ? open[0].hour : null;
  const closing = open.length > 0 ? slotEnd(open[open.length - 1].hour) : null;
  const isBreak = (from: number, to: number) => opening !== null && closing !== null && from >= opening && to <= closing;

  const rows: SlotRow[] = [];
  let previousEnd: number | null = null;
  for (const slot of day.slots) {
    if (previousEnd !== null && slot.hour > previousEnd && !day.closure) {
      rows.push({
        kind: 'gap',
        hour: previousEnd,
        label: labelOf(previousEnd),
        endLabel: labelOf(slot.hour),
        reason: isBreak(previousEnd, slot.hour) ? 'break' : 'closed',
      });
    }
    previousEnd = slotEnd(slot.hour);
    const booking = slot.appointmentId ? byId.get(slot.appointmentId) : undefined;
    const last = rows[rows.length - 1];
    if (!booking && slot.state === 'past') {
      if (last?.kind === 'past') last.count += 1;
      else rows.push({ kind: 'past', hour: slot.hour, firstLabel: slot.label, count: 1 });
    } else if (!booking && slot.state === 'blocked') {
      const endLabel = labelOf(slotEnd(slot.hour));
      if (last?.kind === 'blocked') last.endLabel = endLabel;
      else rows.push({ kind: 'blocked', hour: slot.hour, firstLabel: slot.label, endLabel });
    } else if (!booking) rows.push({ kind: 'slot', hour: slot.hour, slot });
    else if (!slot.continued) rows.push({ kind: 'booking', hour: slot.hour, endLabel: labelOf(slotEnd(slot.hour)), booking });
    else if (last?.kind === 'booking') last.endLabel = labelOf(slotEnd(slot.hour));
  }
  // The closing time, unless a booking the new hours left out runs past it (then a closed gap came before it).
  if (closing !== null && previousEnd === closing && !day.closure) {
    rows.push({ kind: 'gap', hour: closing, label: labelOf(closing), endLabel: '', reason: 'closed' });
  }
  return rows;
}

/** The day's bookings the client cancelled: shown apart, they hold no slot. */
export const cancelledOf = (day: TimelineDay) => day.appointments.filter((booking) => booking.cancelledAt);

/** Where the "now" line goes: before the first row starting at or after `minutesNow` (its index), or after the last row. */
export function nowLineIndex(rows: readonly SlotRow[], minutesNow: number): number {
  const index = rows.findIndex((row) => toMinutes(row.hour) >= minutesNow);
  return index === -1 ? rows.length : index;
}
