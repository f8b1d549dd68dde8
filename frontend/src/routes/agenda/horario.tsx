import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { BookingStepLayout } from '../../features/booking/components/BookingStepLayout';
import { TimeChooser } from '../../features/booking/components/TimeChooser';
import { useDraft } from '../../features/booking/draft/use-draft';
import { useDraftGuard } from '../../features/booking/draft/use-draft-guard';
import { askedMonth, prefetchTimeStep } from '../../features/booking/steps/time-step-queries';
import { serviceQueryOptions } from '../../api/services/get-service';
import { readDraft } from '../../lib/draft/draft-storage';
import { shopQueryOptions } from '../../api/shop/get-shop';

export const Route = createFileRoute('/agenda/horario')({
  // `?mes=2026-12`: the calendar's month, when its arrows were tapped before the app had arrived (a plain form).
  validateSearch: (search: Record<string, unknown>): { mes?: string } => (typeof search.mes === 'string' ? { mes: search.mes } : {}),
  loaderDeps: ({ search: { mes } }) => ({ mes }),
  // The shop's today and booking window, and the chosen service (a double one shows its note). The calendar's first
  // month and the draft's day's times start loading too; the other months and days load as the client moves through them.
  loader: async ({ context: { queryClient }, deps: { mes } }) => {
    const draft = readDraft();
    const [shop] = await Promise.all([
      queryClient.ensureQueryData(shopQueryOptions()),
      draft?.serviceId && queryClient.ensureQueryData(serviceQueryOptions(draft.serviceId)),
    ]);
    prefetchTimeStep(queryClient, shop, draft, askedMonth(shop, mes));
  },
  component: TimeStep,
});

function TimeStep() {
  const allowed = useDraftGuard(['barberId', 'serviceId']);
  const draft = useDraft();
  const { data: shop } = useSuspenseQuery(shopQueryOptions());
  const { mes } = Route.useSearch();

  return (
    <BookingStepLayout step={2} title="Escolha o horário">
      {allowed && draft?.barberId && draft.serviceId && (
        <TimeChooser shop={shop} barberId={draft.barberId} serviceId={draft.serviceId} initial={draft} shownMonth={askedMonth(shop, mes)} />
      )}
    </BookingStepLayout>
  );
}
