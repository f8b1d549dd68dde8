import { useState } from 'react';
import { ApiError, isConnectionProblem } from '../../lib/http/api-client';
import { bookingErrorMessage } from '../../lib/http/conflict-message';
import { showToast, TOAST_DURATION } from '../../lib/page/toast';
import { useMoveBooking } from './api/move-booking';
import type { BookingMove } from '../../api/types';

/** The refusals whose own message says what to do (the change deadline, a time too close to move into). */
const DEADLINE_CODES = new Set(['CANCEL_DEADLINE_PASSED', 'MOVE_INSIDE_CANCEL_WINDOW']);

/** Salvar alteração of the move form: the move sent, `onMoved` once done; a refusal is a toast. */
export function useSaveMove(token: string, onMoved: () => void) {
  const move = useMoveBooking(token);
  // A move that got no answer: said above Salvar, with Tentar novamente (the same move again is safe).
  const [failure, setFailure] = useState<string | null>(null);

  const save = (request: BookingMove) => {
    setFailure(null);
    move.mutate(request, {
      onSuccess: onMoved,
      onError: (error) => {
        if (isConnectionProblem(error)) return setFailure(error.message);
        const deadline = error instanceof ApiError && DEADLINE_CODES.has(error.code);
        showToast({ title: 'Erro!', message: deadline ? error.message : bookingErrorMessage(error), duration: TOAST_DURATION.default });
      },
    });
  };

  return { save, failure, saving: move.isPending };
}
