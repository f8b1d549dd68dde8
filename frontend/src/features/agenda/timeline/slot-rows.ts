import type { AgendaAppointment, TimelineDay, TimelineSlot } from '../../../api/types';

/**
 * One row of the day's timeline: a booking (with every slot it holds), a run of slots that passed
 * unbooked (one row, not a wall of them), or a single slot that is not booked.
 */
export type SlotRow =
  | { kind: 'booking'; hour: number; endLabel: string; appointment: AgendaAppointment }
  | { kind: 'past'; firstLabel: string; endLabel: string }
  | { kind: 'slot'; slot: TimelineSlot };

const endOf = (hour: number, slots: number) => {
  const minutes = Math.floor(hour / 100) * 60 + (hour % 100) + slots * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
};

/** The day's slots as rows: a double service is one row from its start to its end; passed free slots in a row are one row. */
export function slotRows(day: TimelineDay): SlotRow[] {
  const byId = new Map(day.appointments.map((appointment) => [appointment.id, appointment]));
  const rows: SlotRow[] = [];
  for (const slot of day.slots) {
    const appointment = slot.appointmentId ? byId.get(slot.appointmentId) : undefined;
    const last = rows[rows.length - 1];
    if (!appointment && slot.state === 'past') {
      if (last?.kind === 'past') last.endLabel = endOf(slot.hour, 1);
      else rows.push({ kind: 'past', firstLabel: slot.label, endLabel: endOf(slot.hour, 1) });
    } else if (!appointment) rows.push({ kind: 'slot', slot });
    else if (!slot.continued) rows.push({ kind: 'booking', hour: slot.hour, endLabel: endOf(slot.hour, 1), appointment });
    else if (last?.kind === 'booking') last.endLabel = endOf(slot.hour, 1);
  }
  return rows;
}

/** The day's appointments the client cancelled: shown apart, they hold no slot. */
export const cancelledOf = (day: TimelineDay) => day.appointments.filter((appointment) => appointment.cancelledAt);
