import { useState } from 'react';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { barbersQueryOptions } from '../../features/barbers/api/get-barbers';
import { barberServicesQueryOptions } from '../../api/services/get-barber-services';
import { BarberPicker } from '../../features/barbers/components/BarberPicker';
import { BookingStepLayout } from '../../features/booking/components/BookingStepLayout';
import { ContinueButton } from '../../features/booking/components/ContinueButton';
import { clearDraft, updateDraft } from '../../lib/draft-storage';
import { showToast } from '../../lib/toast';

export const Route = createFileRoute('/agenda/barbeiro')({
  // The barbers and each one's services (only barbers with a service are offered).
  loader: async ({ context: { queryClient } }) => {
    const barbers = await queryClient.ensureQueryData(barbersQueryOptions());
    await Promise.all(barbers.map((barber) => queryClient.ensureQueryData(barberServicesQueryOptions(barber.id))));
  },
  component: BarberStep,
});

function BarberStep() {
  const navigate = useNavigate();
  const [barberId, setBarberId] = useState<string | null>(null);

  const next = () => {
    if (!barberId) {
      showToast({ title: 'Barbeiro inválido', message: 'Escolha um barbeiro.' });
      return;
    }
    clearDraft();
    updateDraft({ user: barberId });
    void navigate({ to: '/agenda/servico' });
  };

  return (
    <BookingStepLayout step={0} title="Escolha o barbeiro">
      <BarberPicker value={barberId} onChange={setBarberId} />
      <ContinueButton onClick={next} />
    </BookingStepLayout>
  );
}
