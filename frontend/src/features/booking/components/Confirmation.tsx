import { useState } from 'react';
import { Button, Stack } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { NotificationOptIn } from '../../../components/NotificationOptIn';
import type { DevicePush } from '../../../lib/push-subscription';
import { useConfirmBooking } from '../use-confirm-booking';
import { BookingSummary } from './BookingSummary';
import type { AppointmentRequest } from '../../../api/types';

export function Confirmation({ request }: { request: AppointmentRequest }) {
  const [push, setPush] = useState<DevicePush | null>(null);
  const { confirm, sending } = useConfirmBooking(request, push);
  return (
    <Stack gap="xl">
      <BookingSummary request={request} />
      <NotificationOptIn onChange={setPush} />
      <Button fullWidth disabled={sending} leftSection={<IconCheck size={20} aria-hidden />} onClick={() => void confirm()}>
        {sending ? 'Confirmando...' : 'Confirmar'}
      </Button>
    </Stack>
  );
}
