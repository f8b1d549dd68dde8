import { useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { NotificationOptIn } from '../../../components/NotificationOptIn';
import type { DevicePush } from '../../../lib/push-subscription';
import { RETRY_HINT, useConfirmBooking } from '../use-confirm-booking';
import { BookingSummary } from './BookingSummary';
import type { AppointmentRequest } from '../../../api/types';

export function Confirmation({ request }: { request: AppointmentRequest }) {
  const [push, setPush] = useState<DevicePush | null>(null);
  const { confirm, sending, failure } = useConfirmBooking(request, push);
  return (
    <Stack gap="xl">
      <BookingSummary request={request} />
      <NotificationOptIn onChange={setPush} />
      {failure && (
        <Text role="alert" c="red.8">
          {failure} {RETRY_HINT}
        </Text>
      )}
      <div className="sticky-action">
        <Button fullWidth disabled={sending} leftSection={<IconCheck size={20} aria-hidden />} onClick={() => void confirm()}>
          {sending ? 'Confirmando...' : failure ? 'Tentar novamente' : 'Confirmar'}
        </Button>
      </div>
    </Stack>
  );
}
