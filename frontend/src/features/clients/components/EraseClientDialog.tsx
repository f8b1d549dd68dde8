import { Button, Flex, Modal, Stack, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { showToast } from '../../../lib/page/toast';
import { useEraseClient } from '../api/erase-client';

interface EraseClientDialogProps {
  opened: boolean;
  onClose: () => void;
  contactKey: string;
  clientName: string;
  /** The client's future bookings in the whole shop: the erasure cancels them first. */
  futureBookings: number;
}

const futureBookingsText = (count: number) => (count === 1 ? '1 agendamento futuro' : `${count} agendamentos futuros`);

/** Confirms the erasure, saying first which future bookings it cancels: it can't be undone. */
export function EraseClientDialog({ opened, onClose, contactKey, clientName, futureBookings }: EraseClientDialogProps) {
  const erase = useEraseClient();
  const navigate = useNavigate();

  const confirm = () =>
    erase.mutate(
      { contactKey, cancelFuture: futureBookings > 0 },
      {
        onSuccess: ({ cancelledBookings }) => {
          onClose();
          const cancelled =
            cancelledBookings > 0
              ? ` ${futureBookingsText(cancelledBookings)} ${cancelledBookings === 1 ? 'foi cancelado' : 'foram cancelados'}.`
              : '';
          showToast({ tone: 'success', title: 'Dados apagados', message: `Os dados de ${clientName} foram apagados.${cancelled}` });
          void navigate({ to: '/administrador/clientes' });
        },
        onError: (error) => showToast({ title: 'Não foi possível apagar', message: error.message }),
      },
    );

  return (
    <Modal opened={opened} onClose={onClose} title="Apagar dados do cliente" centered>
      <Stack gap="md">
        <Text>
          O nome e o telefone de {clientName} serão apagados de todos os agendamentos da barbearia. A data, o serviço e o valor continuam no
          faturamento. Não é possível desfazer.
        </Text>
        {futureBookings > 0 && (
          <Text fw={700}>
            {clientName} tem {futureBookingsText(futureBookings)} na barbearia:{' '}
            {futureBookings === 1 ? 'ele será cancelado' : 'eles serão cancelados'} antes de apagar os dados, e o horário fica livre.
          </Text>
        )}
        {/* On a phone the buttons stack full width, the action on top, so its longer label fits on one line. */}
        <Flex direction={{ base: 'column-reverse', xs: 'row' }} justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Voltar
          </Button>
          <Button color="red" loading={erase.isPending} onClick={confirm}>
            {futureBookings > 0 ? 'Cancelar os futuros e apagar' : 'Apagar dados'}
          </Button>
        </Flex>
      </Stack>
    </Modal>
  );
}
