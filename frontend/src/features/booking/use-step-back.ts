import { useHistoryBack } from '../../components/use-history-back';
import { clearDraft, removeDraftFields } from '../../lib/draft-storage';
import { BOOKING_STEPS, type BookingStepIndex } from './steps';

/** What going back from each step removes from the draft (docs/product.md#the-booking-flow). */
const FORGET_ON_BACK: Record<BookingStepIndex, () => void> = {
  0: clearDraft,
  1: clearDraft,
  2: () => removeDraftFields(['job']),
  3: () => removeDraftFields(['day', 'hour', 'month', 'year']),
  // Going back from the confirmation only to correct name or contact keeps the chosen time.
  4: () => undefined,
};

/** Voltar: one step back in history, forgetting what the current step added to the draft. */
export function useStepBack(step: BookingStepIndex) {
  const historyBack = useHistoryBack(step === 0 ? '/' : BOOKING_STEPS[step - 1].path);
  return () => {
    FORGET_ON_BACK[step]();
    historyBack();
  };
}
