import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { showToast, TOAST_DURATION } from '../../../lib/toast';
import { useUpdateBarber } from '../api/update-barber';
import type { BarberAccount } from '../../../api/types';

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
    <Modal opened onClose={onClose} title="Tem certeza?" centered radius="lg">
      <Stack gap="lg">
        <div>
          <Text>
            Desativar <strong>{member.username}</strong>?
          </Text>
          <Text size="sm" c="dimmed" mt="sm">
            Ele não poderá entrar e deixará de aparecer para os clientes. As agendas dele são mantidas e você pode reativá-lo depois.
          </Text>
        </div>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" size="md" onClick={onClose} disabled={update.isPending}>
            Cancelar
          </Button>
          <Button color="red" size="md" loading={update.isPending} onClick={deactivate}>
            Desativar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
