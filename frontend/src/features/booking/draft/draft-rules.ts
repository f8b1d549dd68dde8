import type { BookingDraft, DraftField } from '../../../lib/draft/draft-storage';
import type { BookingStepIndex } from '../steps/steps';

/** Why a step can't be shown with this draft (the navigation toast's text), or null when it can. */
export function findDraftProblem(draft: BookingDraft | null, required: DraftField[]): string | null {
  if (!draft?.barberId) return 'Nenhum barbeiro selecionado. Voltando...';
  const complete = required.every((field) => draft[field] !== undefined && draft[field] !== '');
  return complete ? null : 'Dados inválidos. Voltando...';
}

/** What going back from each step forgets: the whole draft, or some of its fields (docs/product.md#the-booking-flow). */
const FORGOTTEN_ON_BACK: Record<BookingStepIndex, 'everything' | DraftField[]> = {
  0: 'everything',
  1: 'everything',
  2: ['serviceId'],
  3: ['day', 'hour', 'month', 'year'],
  // Going back from the confirmation only to correct name or contact keeps the chosen time.
  4: [],
};

/** The draft once the client goes back from `step`: null when nothing is left to keep. */
export function draftAfterGoingBack(draft: BookingDraft | null, step: BookingStepIndex): BookingDraft | null {
  const forgotten = FORGOTTEN_ON_BACK[step];
  if (forgotten === 'everything' || !draft) return null;
  const kept = { ...draft };
  forgotten.forEach((field) => delete kept[field]);
  return kept;
}
