import { useEffect, useState } from 'react';
import { isConnectionProblem } from '../../lib/http/api-client';
import { showToast, TOAST_DURATION } from '../../lib/page/toast';
import type { useCancelBooking } from './api/cancel-booking';
import { useCancelDialogCode } from './use-cancel-dialog-code';

/**
 * Cancelar agendamento on the manage page: `ask` opens the dialog that asks first (its code fetched on demand), `confirm`
 * sends the cancellation, which closes it.
 */
export function useCancelConfirmation(cancel: ReturnType<typeof useCancelBooking>) {
  const [confirming, setConfirming] = useState(false);
  // A cancellation that got no answer: said on the page, with Tentar novamente.
  const [failure, setFailure] = useState<string | null>(null);
  const dialogCode = useCancelDialogCode();

  const ask = () => {
    setConfirming(true);
    dialogCode.load().catch((error: unknown) => {
      setConfirming(false);
      dialogCode.unavailable(error);
    });
  };

  // A click on Cancelar that reloaded the page for the dialog's code: the dialog it asked for opens now.
  useEffect(() => {
    if (dialogCode.reloadedForDialog()) dialogCode.load().then(() => setConfirming(true), dialogCode.unavailable);
    // Once, when the page has loaded.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const confirm = () => {
    setFailure(null);
    cancel.mutate(undefined, {
      onSuccess: () => setConfirming(false),
      onError: (error) => {
        setConfirming(false);
        if (isConnectionProblem(error)) setFailure(error.message);
        else showToast({ title: 'Erro!', message: error.message, duration: TOAST_DURATION.default });
      },
    });
  };

  return { Dialog: dialogCode.Dialog, prefetch: dialogCode.prefetch, confirming, ask, confirm, close: () => setConfirming(false), failure };
}
