import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { formatDate, formatHour } from '../../../lib/format';
import type { ManagedBooking } from '../../../api/types';

interface CancelBookingDialogProps {
  booking: ManagedBooking;
  opened: boolean;
  cancelling: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function CancelBookingDialog({ booking, opened, cancelling, onConfirm, onClose }: CancelBookingDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Cancelar agendamento?" centered radius="lg">
      <Stack gap="lg">
        <div>
          <Text fw={700} c="brass.3">
            {booking.service.name} com {booking.barber.username}
          </Text>
          <Text fw={700}>
            {formatDate(booking.day, booking.month, booking.year)} às {formatHour(booking.hour)}
          </Text>
          <Text size="sm" c="dimmed" mt="sm">
            O horário será liberado para outros clientes. Esta ação não pode ser desfeita.
          </Text>
        </div>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" size="md" onClick={onClose} disabled={cancelling}>
            Manter
          </Button>
          <Button color="red" size="md" loading={cancelling} onClick={onConfirm}>
            Sim, cancelar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
