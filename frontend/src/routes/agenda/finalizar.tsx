import { Button, Stack } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import type { AppointmentRequest } from '../../features/appointments/types';
import { BookingStepLayout } from '../../features/booking/components/BookingStepLayout';
import { BookingSummary } from '../../features/booking/components/BookingSummary';
import { useConfirmBooking } from '../../features/booking/use-confirm-booking';
import { useDraft } from '../../features/booking/use-draft';
import { useDraftGuard } from '../../features/booking/use-draft-guard';
import type { AppointmentDraft } from '../../lib/draft-storage';

export const Route = createFileRoute('/agenda/finalizar')({
  component: ConfirmStep,
});

function toRequest(draft: AppointmentDraft | null): AppointmentRequest | null {
  if (!draft) return null;
  const { user, job, hour, day, month, year, clientName, clientContact } = draft;
  if (!user || !job || hour === undefined || day === undefined || month === undefined || year === undefined) return null;
  if (!clientName || !clientContact) return null;
  return { userId: user, jobId: job, hour, day, month, year, clientName, clientContact };
}

function ConfirmStep() {
  const allowed = useDraftGuard(['user', 'job', 'day', 'month', 'year', 'hour', 'clientName', 'clientContact']);
  const request = toRequest(useDraft());

  return (
    <BookingStepLayout step={4} title="Confirme sua agenda">
      {allowed && request && <Confirmation request={request} />}
    </BookingStepLayout>
  );
}

function Confirmation({ request }: { request: AppointmentRequest }) {
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
