import { Text } from '@mantine/core';
import type { Service } from '../../../api/types';
import { ConfirmDialog } from '../../../components/forms/ConfirmDialog';

interface DeleteServiceDialogProps {
  /** The service to delete; the dialog is closed when null. */
  service: Service | null;
  deleting: boolean;
  onConfirm: (service: Service) => void;
  onClose: () => void;
}

export function DeleteServiceDialog({ service, deleting, onConfirm, onClose }: DeleteServiceDialogProps) {
  return (
    <ConfirmDialog
      opened={service !== null}
      title="Tem certeza?"
      cancelLabel="Cancelar"
      confirmLabel="Excluir"
      pending={deleting}
      onConfirm={() => service && onConfirm(service)}
      onClose={onClose}
    >
      <Text>Excluir serviço?</Text>
      {service && (
        <Text fw={700} c="brass.3" mt={4}>
          {service.name}
        </Text>
      )}
      <Text size="sm" c="dimmed" mt="sm">
        As agendas já feitas com este serviço são mantidas.
      </Text>
    </ConfirmDialog>
  );
}
