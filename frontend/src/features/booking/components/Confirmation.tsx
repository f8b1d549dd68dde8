import { useState, type FormEvent } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Button, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { NotificationOptIn } from '../../../components/booking/NotificationOptIn';
import type { DevicePush } from '../../../lib/push/push-subscription';
import { bringIntoView } from '../steps/bring-into-view';
import { formKeyQueryOptions } from '../confirmation/confirmation-key';
import { RETRY_HINT, useConfirmBooking } from '../confirmation/use-confirm-booking';
import { BookingSummary } from './BookingSummary';
import { DepositQuote } from './DepositQuote';
import { SameDayQuestion } from './SameDayQuestion';
import type { BookingRequest } from '../../../api/types';

export function Confirmation({ request }: { request: BookingRequest }) {
  const [push, setPush] = useState<DevicePush | null>(null);
  const { confirm, sending, failure, sameDay } = useConfirmBooking(request, push);
  const { data: formKey } = useSuspenseQuery(formKeyQueryOptions());
  // Before the app has arrived (or without JavaScript), Confirmar posts the form: the server books with its key, once.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void confirm();
  };
  return (
    <Stack renderRoot={(props) => <form {...props} method="post" action="/agenda/finalizar" onSubmit={submit} />} gap="xl">
      <input type="hidden" name="chave" value={formKey} />
      <BookingSummary request={request} />
      <DepositQuote request={request} />
      <NotificationOptIn onChange={setPush} />
      {failure && (
        <Text role="alert" c="red.8" ref={bringIntoView}>
          {failure} {RETRY_HINT}
        </Text>
      )}
      {sameDay && <SameDayQuestion booking={sameDay} />}
      <div className="sticky-action">
        <Button type="submit" fullWidth disabled={sending} leftSection={<IconCheck size={20} aria-hidden />}>
          {sending ? 'Confirmando...' : failure ? 'Tentar novamente' : sameDay ? 'Marcar outro' : 'Confirmar'}
        </Button>
      </div>
    </Stack>
  );
}
