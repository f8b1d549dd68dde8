import { useHistoryBack } from '../../components/use-history-back';
import { readDraft, writeDraft } from '../../lib/draft-storage';
import { draftAfterGoingBack } from './draft-rules';
import { BOOKING_STEPS, type BookingStepIndex } from './steps';

/** Voltar: one step back in history, forgetting what the current step added to the draft. */
export function useStepBack(step: BookingStepIndex) {
  const historyBack = useHistoryBack(step === 0 ? '/' : BOOKING_STEPS[step - 1].path);
  return () => {
    writeDraft(draftAfterGoingBack(readDraft(), step));
    historyBack();
  };
}
