import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Service } from '../../../api/types';

interface DeleteServiceDialogProps {
  /** The service to delete; the dialog is closed when null. */
  service: Service | null;
  deleting: boolean;
  onConfirm: (service: Service) => void;
  onClose: () => void;
}

export function DeleteServiceDialog({ service, deleting, onConfirm, onClose }: DeleteServiceDialogProps) {
  return (
    <Modal opened={service !== null} onClose={onClose} title="Tem certeza?" centered radius="lg">
      <Stack gap="lg">
        <div>
          <Text>Excluir serviço?</Text>
          {service && (
            <Text fw={700} c="brass.3" mt={4}>
              {service.name}
            </Text>
          )}
          <Text size="sm" c="dimmed" mt="sm">
            As agendas já feitas com este serviço são mantidas.
          </Text>
        </div>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" size="md" onClick={onClose} disabled={deleting}>
            Cancelar
          </Button>
          <Button color="red" size="md" loading={deleting} onClick={() => service && onConfirm(service)}>
            Excluir
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
