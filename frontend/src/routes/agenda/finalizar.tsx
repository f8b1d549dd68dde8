import { createFileRoute } from '@tanstack/react-router';
import { BookingStepLayout } from '../../features/booking/components/BookingStepLayout';
import { Confirmation } from '../../features/booking/components/Confirmation';
import { draftToRequest } from '../../features/booking/draft-to-request';
import { useDraft } from '../../features/booking/use-draft';
import { useDraftGuard } from '../../features/booking/use-draft-guard';

export const Route = createFileRoute('/agenda/finalizar')({
  component: ConfirmStep,
});

function ConfirmStep() {
  const allowed = useDraftGuard(['user', 'job', 'day', 'month', 'year', 'hour', 'clientName', 'clientContact']);
  const request = draftToRequest(useDraft());

  return (
    <BookingStepLayout step={4} title="Confirme sua agenda">
      {allowed && request && <Confirmation request={request} />}
    </BookingStepLayout>
  );
}
