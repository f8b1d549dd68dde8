import { useState } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { IconUserX } from '@tabler/icons-react';
import { showToast, TOAST_DURATION } from '../../../lib/page/toast';
import { useCancelContactBookings } from '../api/cancel-contact-bookings';
import type { Booking } from '../../../api/types';

/** 1 → 'o agendamento futuro', 3 → 'os 3 agendamentos futuros'. */
function futureBookings(count: number): string {
  return count === 1 ? 'o agendamento futuro' : `os ${count} agendamentos futuros`;
}

/** How many future bookings this card's contact holds with the barber, as a line of the card. */
export function ContactBookingsNote({ count }: { count: number }) {
  return (
    <Text size="sm" c={count > 1 ? 'yellow.4' : 'dimmed'}>
      {count === 1 ? '1 agendamento futuro deste contato' : `${count} agendamentos futuros deste contato`}
    </Text>
  );
}

/** Cancels every future booking of the card's contact at once, after a confirmation naming the contact and the count. */
export function CancelContactBookingsButton({ booking, count }: { booking: Booking; count: number }) {
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelContactBookings();
  const { clientName, clientContact } = booking;

  const confirm = () =>
    cancel.mutate(clientContact, {
      onSuccess: (trashed) => {
        setConfirming(false);
        const message = trashed.length === 1 ? '1 agendamento cancelado.' : `${trashed.length} agendamentos cancelados.`;
        showToast({ tone: 'success', title: 'Sucesso!', message: `${message} Eles estão na lixeira.`, duration: TOAST_DURATION.default });
      },
      onError: (error) => showToast({ title: 'Erro!', message: error.message }),
    });

  return (
    <>
      <Button variant="subtle" color="red" size="sm" leftSection={<IconUserX size={16} aria-hidden />} onClick={() => setConfirming(true)}>
        Cancelar todos ({count})
      </Button>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Cancelar agendamentos do contato" centered>
        <Text>
          Cancelar {futureBookings(count)} de {clientName} ({clientContact}) com você? Eles vão para a lixeira e podem ser restaurados um a um.
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setConfirming(false)}>
            Voltar
          </Button>
          <Button color="red" loading={cancel.isPending} onClick={confirm}>
            {count === 1 ? 'Cancelar agendamento' : `Cancelar ${count} agendamentos`}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
