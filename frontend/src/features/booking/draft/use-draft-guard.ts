import { useEffect, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { readDraft, type DraftField } from '../../../lib/draft/draft-storage';
import { showToast, TOAST_DURATION } from '../../../lib/page/toast';
import { findDraftProblem } from './draft-rules';

const REDIRECT_DELAY_MS = 1000;

/**
 * Sends the client back to the barber step when the page is opened without the draft
 * fields it needs. Checked once, on arrival: later changes come from the page itself.
 * Returns whether the page may be shown.
 */
export function useDraftGuard(required: DraftField[]): boolean {
  const navigate = useNavigate();
  const [problem] = useState(() => findDraftProblem(readDraft(), required));

  useEffect(() => {
    if (!problem) return;
    showToast({ title: 'Erro de navegação', message: problem, duration: TOAST_DURATION.navigation });
    const timer = setTimeout(() => void navigate({ to: '/agenda/barbeiro', replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [problem, navigate]);

  return problem === null;
}
