import { Text } from '@mantine/core';
import { showToast, TOAST_DURATION } from '../../../lib/page/toast';
import { useUpdateBarber } from '../api/update-barber';
import type { BarberAccount } from '../../../api/types';
import { ConfirmDialog } from '../../../components/forms/ConfirmDialog';

interface DeactivateBarberDialogProps {
  member: BarberAccount;
  onClose: () => void;
}

export function DeactivateBarberDialog({ member, onClose }: DeactivateBarberDialogProps) {
  const update = useUpdateBarber();
  const deactivate = () =>
    update.mutate(
      { id: member.id, changes: { active: false } },
      {
        onSuccess: () => {
          showToast({ title: 'Sucesso!', message: 'Barbeiro desativado.', tone: 'success' });
          onClose();
        },
        onError: (error) => showToast({ title: 'Erro!', message: error.message, duration: TOAST_DURATION.default }),
      },
    );

  return (
    <ConfirmDialog
      opened
      title="Tem certeza?"
      cancelLabel="Cancelar"
      confirmLabel="Desativar"
      pending={update.isPending}
      onConfirm={deactivate}
      onClose={onClose}
    >
      <Text>
        Desativar <strong>{member.username}</strong>?
      </Text>
      <Text size="sm" c="dimmed" mt="sm">
        Ele não poderá entrar e deixará de aparecer para os clientes. Os agendamentos dele são mantidos e você pode reativá-lo depois.
      </Text>
    </ConfirmDialog>
  );
}
