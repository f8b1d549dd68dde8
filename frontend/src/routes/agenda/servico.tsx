import { useState } from 'react';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { BookingStepLayout } from '../../features/booking/components/BookingStepLayout';
import { ContinueButton, StepForm } from '../../features/booking/components/ContinueButton';
import { useDraft } from '../../features/booking/draft/use-draft';
import { useDraftGuard } from '../../features/booking/draft/use-draft-guard';
import { barberServicesQueryOptions } from '../../api/services/get-barber-services';
import { ServicePicker } from '../../components/forms/ServicePicker';
import { readDraft, updateDraft } from '../../lib/draft/draft-storage';
import { showToast } from '../../lib/page/toast';

export const Route = createFileRoute('/agenda/servico')({
  // The chosen barber's services; without a barber the page sends the client back (useDraftGuard).
  loader: async ({ context: { queryClient } }) => {
    const barberId = readDraft()?.barberId;
    if (barberId) await queryClient.ensureQueryData(barberServicesQueryOptions(barberId));
  },
  component: ServiceStep,
});

function ServiceStep() {
  const navigate = useNavigate();
  const allowed = useDraftGuard(['barberId']);
  const draft = useDraft();
  const [serviceId, setServiceId] = useState<string | null>(draft?.serviceId ?? null);

  const next = () => {
    if (!serviceId) {
      showToast({ title: 'Serviço inválido', message: 'Escolha um serviço.' });
      return;
    }
    updateDraft({ serviceId });
    void navigate({ to: '/agenda/horario' });
  };

  return (
    <BookingStepLayout step={1} title="Escolha o serviço">
      {allowed && draft?.barberId && (
        <StepForm action="/agenda/servico" onSubmit={next}>
          <ServicePicker barberId={draft.barberId} value={serviceId} onChange={setServiceId} />
          <ContinueButton />
        </StepForm>
      )}
    </BookingStepLayout>
  );
}
