import type { TimelineSlot } from '../../../api/types';

/** What a half-hour slot of the barber's day is (the server decides, in the shop's clock). */
export type SlotState = TimelineSlot['state'];

/** How many days the agenda shows at once. */
export type AgendaView = 'dia' | 'semana';

/**
 * A booking whose sheet opens with its day (`?agendamento=`, the deposit push's link); `onClosed` takes it out of the
 * address once the sheet closes, so a reload or Back does not open it again.
 */
export interface LinkedSheet {
  bookingId: string;
  onClosed: () => void;
}
