import { Button, Stack } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { AppointmentRequest } from '../../appointments/types';
import { useConfirmBooking } from '../use-confirm-booking';
import { BookingSummary } from './BookingSummary';

export function Confirmation({ request }: { request: AppointmentRequest }) {
  const { confirm, sending } = useConfirmBooking(request);
  return (
    <Stack gap="xl">
      <BookingSummary request={request} />
      <Button fullWidth disabled={sending} leftSection={<IconCheck size={20} aria-hidden />} onClick={confirm}>
        {sending ? 'Confirmando...' : 'Confirmar'}
      </Button>
    </Stack>
  );
}
