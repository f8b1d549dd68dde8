import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { showToast } from '../../../lib/toast';
import { useEraseClient } from '../api/erase-client';

interface EraseClientDialogProps {
  opened: boolean;
  onClose: () => void;
  contactKey: string;
  clientName: string;
}

/** Confirms the erasure: it can't be undone. */
export function EraseClientDialog({ opened, onClose, contactKey, clientName }: EraseClientDialogProps) {
  const erase = useEraseClient();
  const navigate = useNavigate();

  const confirm = () =>
    erase.mutate(contactKey, {
      onSuccess: () => {
        onClose();
        showToast({ tone: 'success', title: 'Dados apagados', message: `Os dados de ${clientName} foram apagados.` });
        void navigate({ to: '/administrador/clientes' });
      },
      onError: (error) => showToast({ title: 'Não foi possível apagar', message: error.message }),
    });

  return (
    <Modal opened={opened} onClose={onClose} title="Apagar dados do cliente" centered>
      <Stack gap="md">
        <Text>
          O nome e o telefone de {clientName} serão apagados de todos os agendamentos da barbearia. A data, o serviço e o valor continuam no
          faturamento. Não é possível desfazer.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Voltar
          </Button>
          <Button color="red" loading={erase.isPending} onClick={confirm}>
            Apagar dados
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
