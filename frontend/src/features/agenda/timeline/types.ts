import type { Appointment } from '../../appointments/types';

/** What a half-hour slot of the barber's day is (the server decides, in the shop's clock). */
export type SlotState = 'booked' | 'blocked' | 'free' | 'past' | 'closed';

export interface TimelineSlot {
  hour: number;
  label: string;
  state: SlotState;
  appointmentId: string | null;
  /** The second slot of a double service. */
  continued: boolean;
}

export interface TimelineAppointment extends Appointment {
  contactFutureBookings: number;
}

/** One day of the agenda; month 0-11, weekday 0 = Sunday. */
export interface TimelineDay {
  date: string;
  day: number;
  month: number;
  year: number;
  weekday: number;
  closure: 'weekday_off' | 'day_off' | null;
  slots: TimelineSlot[];
  appointments: TimelineAppointment[];
}

/** How many days the agenda shows at once. */
export type AgendaView = 'dia' | 'semana';
