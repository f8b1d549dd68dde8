import { createFileRoute } from '@tanstack/react-router';
import { barberQueryOptions } from '../../api/barbers/get-barber';
import { BookingStepLayout } from '../../features/booking/components/BookingStepLayout';
import { Confirmation } from '../../features/booking/components/Confirmation';
import { draftToRequest } from '../../features/booking/draft/draft-to-request';
import { useDraft } from '../../features/booking/draft/use-draft';
import { useDraftGuard } from '../../features/booking/draft/use-draft-guard';
import { usePreloadResultPage } from '../../features/booking/confirmation/use-preload-result-page';
import { serviceQueryOptions } from '../../api/services/get-service';
import { readDraft } from '../../lib/draft/draft-storage';
import { formKeyQueryOptions } from '../../features/booking/confirmation/confirmation-key';

export const Route = createFileRoute('/agenda/finalizar')({
  // The barber's name and the service's name and price for the summary; the key of the confirmation sent as a plain form.
  loader: async ({ context: { queryClient } }) => {
    const draft = readDraft();
    await Promise.all([
      draft?.barberId && queryClient.ensureQueryData(barberQueryOptions(draft.barberId)),
      draft?.serviceId && queryClient.ensureQueryData(serviceQueryOptions(draft.serviceId)),
      queryClient.ensureQueryData(formKeyQueryOptions()),
    ]);
  },
  component: ConfirmStep,
});

function ConfirmStep() {
  const allowed = useDraftGuard(['barberId', 'serviceId', 'day', 'month', 'year', 'hour', 'clientName', 'clientContact']);
  const request = draftToRequest(useDraft());
  usePreloadResultPage();

  return (
    <BookingStepLayout step={4} title="Confirme seu agendamento">
      {allowed && request && <Confirmation request={request} />}
    </BookingStepLayout>
  );
}
