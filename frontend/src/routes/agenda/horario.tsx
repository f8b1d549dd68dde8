import { Skeleton } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { BookingStepLayout } from '../../features/booking/components/BookingStepLayout';
import { TimeChooser } from '../../features/booking/components/TimeChooser';
import { useDraft } from '../../features/booking/use-draft';
import { useDraftGuard } from '../../features/booking/use-draft-guard';
import { shopQueryOptions, useShop } from '../../api/shop/get-shop';

export const Route = createFileRoute('/agenda/horario')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(shopQueryOptions());
  },
  component: TimeStep,
});

function TimeStep() {
  const allowed = useDraftGuard(['user', 'job']);
  const draft = useDraft();
  const shop = useShop();

  return (
    <BookingStepLayout step={2} title="Escolha o horário">
      {allowed &&
        draft?.user &&
        draft.job &&
        (shop.data ? <TimeChooser shop={shop.data} barberId={draft.user} serviceId={draft.job} initial={draft} /> : <Skeleton height={84} />)}
    </BookingStepLayout>
  );
}
