import { useState } from 'react';
import { NETWORK_ERROR_MESSAGE } from '../../lib/http/api-client';
import { CodeUnavailableError, importOnDemand } from '../../lib/page/import-on-demand';
import { showToast, TOAST_DURATION } from '../../lib/page/toast';
import type { CancelBookingDialog } from './components/CancelBookingDialog';

/** Said when the page reloaded for the dialog's code and still could not have it. */
const CODE_STILL_UNAVAILABLE_MESSAGE = 'Não foi possível abrir o cancelamento. Tente de novo.';

/** The manage page a click on Cancelar reloaded to get the dialog's code (its path): the reloaded page opens the dialog. */
const RELOADED_FOR_DIALOG = 'reopen-cancel';

/**
 * Few clients cancel: the cancel dialog's code (Mantine's Modal, with its focus trap and overlay) is fetched when one is
 * about to (a pointer over the button, focus on it, or the click) and mounted closed as soon as it has arrived, so that
 * opening it animates as usual. A prefetch that fails is left for the click. A click whose code cannot be fetched says the
 * connection is gone, as confirming would have; back online the same click fetches it again (importOnDemand). When the
 * server answers but the code still can't be had (a new release removed the file, or a chunk it imports failed while
 * offline and the browser keeps that failure), the page reloads, as the error page does for a route chunk, and the
 * reloaded page opens the dialog the click asked for; if it can't either, it says so instead of reloading again.
 */
export function useCancelDialogCode() {
  const [Dialog, setDialog] = useState<typeof CancelBookingDialog | null>(null);
  const load = () =>
    importOnDemand(() => import('./components/CancelBookingDialog')).then((module) => {
      sessionStorage.removeItem(RELOADED_FOR_DIALOG);
      setDialog(() => module.CancelBookingDialog);
    });
  const prefetch = () => void load().catch(() => undefined);
  const unavailable = (error: unknown) => {
    const reloadedAlready = reloadedForDialog();
    sessionStorage.removeItem(RELOADED_FOR_DIALOG);
    if (error instanceof CodeUnavailableError && error.offline) {
      showToast({ title: 'Erro!', message: NETWORK_ERROR_MESSAGE, duration: TOAST_DURATION.default });
    } else if (reloadedAlready) {
      showToast({ title: 'Erro!', message: CODE_STILL_UNAVAILABLE_MESSAGE, duration: TOAST_DURATION.default });
    } else {
      sessionStorage.setItem(RELOADED_FOR_DIALOG, window.location.pathname);
      window.location.reload();
    }
  };
  return { Dialog, load, prefetch, unavailable, reloadedForDialog };
}

/** Whether this page was reloaded by a click on Cancelar whose dialog it should open (until the code is had or refused). */
function reloadedForDialog(): boolean {
  return sessionStorage.getItem(RELOADED_FOR_DIALOG) === window.location.pathname;
}
