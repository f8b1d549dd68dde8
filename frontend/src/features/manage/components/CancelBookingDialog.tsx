import { Text } from '@mantine/core';
import type { ManagedBooking } from '../../../api/types';
import { ConfirmDialog } from '../../../components/forms/ConfirmDialog';
import { formatWhen } from '../../../lib/format/format';

interface CancelBookingDialogProps {
  booking: ManagedBooking;
  opened: boolean;
  cancelling: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function CancelBookingDialog({ booking, opened, cancelling, onConfirm, onClose }: CancelBookingDialogProps) {
  return (
    <ConfirmDialog
      opened={opened}
      title="Cancelar agendamento?"
      cancelLabel="Manter"
      confirmLabel="Sim, cancelar"
      pending={cancelling}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <Text fw={700} c="brass.3">
        {booking.service.name} com {booking.barber.displayName}
      </Text>
      <Text fw={700}>{formatWhen(booking)}</Text>
      <Text size="sm" c="dimmed" mt="sm">
        O horário será liberado para outros clientes. Esta ação não pode ser desfeita.
      </Text>
    </ConfirmDialog>
  );
}
