import { useEffect, useRef, useState } from 'react';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { bookableBarbers } from '../../features/barbers/bookable-barbers';
import { BarberPicker } from '../../features/barbers/components/BarberPicker';
import { BookingStepLayout } from '../../features/booking/components/BookingStepLayout';
import { ContinueButton, StepForm } from '../../features/booking/components/ContinueButton';
import { StepContentPending } from '../../features/booking/components/StepContentPending';
import { clearDraft, updateDraft } from '../../lib/draft/draft-storage';
import { showToast } from '../../lib/page/toast';

export const Route = createFileRoute('/agenda/barbeiro')({
  // `?escolher=true` shows the list even when one barber takes bookings: Voltar from the service step after the list was skipped.
  validateSearch: (search: Record<string, unknown>): { escolher?: true } => (search.escolher ? { escolher: true } : {}),
  // The barbers and each one's services (only barbers with a service are offered); the only one, when there is one. (The
  // server answers this page opened in a one-barber shop with the service step itself, server/booking-forms.ts.)
  loader: async ({ context: { queryClient } }) => {
    const bookable = await bookableBarbers(queryClient);
    return { onlyBarberId: bookable.length === 1 ? bookable[0].id : null };
  },
  component: BarberStep,
});

function BarberStep() {
  const navigate = useNavigate();
  const { onlyBarberId } = Route.useLoaderData();
  const { escolher } = Route.useSearch();
  const [barberId, setBarberId] = useState<string | null>(null);
  const [skipping] = useState(Boolean(onlyBarberId && !escolher));
  const skipped = useRef(false);

  // One barber takes bookings: nothing to choose, the client goes on to the services with that barber chosen. This step stays
  // in history as the list (?escolher=true), so Voltar on the service step still shows it.
  useEffect(() => {
    if (!skipping || !onlyBarberId || skipped.current) return;
    skipped.current = true;
    clearDraft();
    updateDraft({ barberId: onlyBarberId });
    void navigate({ to: '/agenda/barbeiro', search: { escolher: true }, replace: true }).then(() => navigate({ to: '/agenda/servico' }));
  }, [skipping, onlyBarberId, navigate]);

  const next = () => {
    if (!barberId) {
      showToast({ title: 'Barbeiro inválido', message: 'Escolha um barbeiro.' });
      return;
    }
    clearDraft();
    updateDraft({ barberId });
    void navigate({ to: '/agenda/servico' });
  };

  // The step's frame while it moves on (the server renders it too: the page paints its title at once).
  if (skipping) {
    return (
      <BookingStepLayout step={0} title="Escolha o barbeiro">
        <StepContentPending />
      </BookingStepLayout>
    );
  }
  return (
    <BookingStepLayout step={0} title="Escolha o barbeiro">
      <StepForm action="/agenda/barbeiro" onSubmit={next}>
        <BarberPicker value={barberId} onChange={setBarberId} />
        <ContinueButton />
      </StepForm>
    </BookingStepLayout>
  );
}
