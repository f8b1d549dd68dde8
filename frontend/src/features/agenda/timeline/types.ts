import type { TimelineSlot } from '../../../api/types';

/** What a half-hour slot of the barber's day is (the server decides, in the shop's clock). */
export type SlotState = TimelineSlot['state'];

/** How many days the agenda shows at once. */
export type AgendaView = 'dia' | 'semana';
