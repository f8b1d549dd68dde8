import { showToast, TOAST_DURATION } from '../../lib/page/toast';
import { bookingErrorMessage } from '../../lib/http/conflict-message';
import { useRestoreBooking } from './api/restore-booking';
import { useTrashBooking } from './api/trash-booking';
import { UndoMessage } from './components/UndoMessage';

/**
 * Excluir without a confirmation: the booking goes to the trash and the toast offers Desfazer for
 * 5 s, which brings it back from there (or says why not, when its time was taken meanwhile).
 */
export function useTrashWithUndo() {
  const trash = useTrashBooking();
  const restore = useRestoreBooking();

  const undo = (id: string) =>
    restore.mutate(id, {
      onSuccess: () => showToast({ tone: 'success', message: 'Agendamento restaurado.' }),
      onError: (error) => showToast({ title: 'Não foi possível restaurar', message: bookingErrorMessage(error), duration: TOAST_DURATION.default }),
    });

  const remove = (id: string, onTrashed?: () => void) =>
    trash.mutate(id, {
      onSuccess: () => {
        onTrashed?.();
        showToast({
          tone: 'success',
          message: <UndoMessage text="Agendamento excluído." onUndo={() => undo(id)} />,
          duration: TOAST_DURATION.default,
        });
      },
      onError: (error) => showToast({ title: 'Erro!', message: error.message }),
    });

  /** The booking being deleted, while its call runs. */
  const deleting = trash.isPending ? trash.variables : undefined;
  return { remove, deleting };
}
