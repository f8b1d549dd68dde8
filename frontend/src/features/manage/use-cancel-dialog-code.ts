import { useState } from 'react';
import { NETWORK_ERROR_MESSAGE } from '../../lib/http/api-client';
import { CodeUnavailableError, importOnDemand } from '../../lib/page/import-on-demand';
import { showToast, TOAST_DURATION } from '../../lib/page/toast';
import type { CancelBookingDialog } from './components/CancelBookingDialog';

/**
 * Few clients cancel: the cancel dialog's code (Mantine's Modal, with its focus trap and overlay) is fetched when one is
 * about to (a pointer over the button, focus on it, or the click) and mounted closed as soon as it has arrived, so that
 * opening it animates as usual. A prefetch that fails is left for the click. A click whose code cannot be fetched says the
 * connection is gone, as confirming would have; back online the same click fetches it again (importOnDemand). Only when
 * the server no longer has the file (a new release) does the page reload, as the error page does for a route chunk.
 */
export function useCancelDialogCode() {
  const [Dialog, setDialog] = useState<typeof CancelBookingDialog | null>(null);
  const load = () =>
    importOnDemand(() => import('./components/CancelBookingDialog')).then((module) => {
      setDialog(() => module.CancelBookingDialog);
    });
  const prefetch = () => void load().catch(() => undefined);
  const unavailable = (error: unknown) => {
    if (error instanceof CodeUnavailableError && error.offline) {
      showToast({ title: 'Erro!', message: NETWORK_ERROR_MESSAGE, duration: TOAST_DURATION.default });
    } else {
      window.location.reload();
    }
  };
  return { Dialog, load, prefetch, unavailable };
}
