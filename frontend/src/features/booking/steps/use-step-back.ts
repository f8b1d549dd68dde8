import { useHistoryBack } from '../../../components/layout/use-history-back';
import { readDraft, writeDraft } from '../../../lib/draft/draft-storage';
import { draftAfterGoingBack } from '../draft/draft-rules';
import { BOOKING_STEPS, type BookingStepIndex } from './steps';

/**
 * Where Voltar leads from each step opened directly (and, before the app has arrived, as a plain form): the step before. From
 * the services, the barber list itself, which takes the services' place in history, as when the app skips the barber step of
 * a one-barber shop (the server does too, answering that step with the services).
 */
export const STEP_BEFORE = ['/', '/agenda/barbeiro?escolher=true', ...BOOKING_STEPS.slice(1, -1).map((step) => step.path)];

/** Voltar: one step back in history, forgetting what the current step added to the draft. */
export function useStepBack(step: BookingStepIndex) {
  const historyBack = useHistoryBack(STEP_BEFORE[step], { replace: step === 1 });
  return () => {
    writeDraft(draftAfterGoingBack(readDraft(), step));
    historyBack();
  };
}
