import { useState } from 'react';
import { Skeleton, Stack, Text } from '@mantine/core';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { AvailableSlots } from '../../features/availability/components/AvailableSlots';
import { DateSelects } from '../../features/availability/components/DateSelects';
import { DoubleTimeNote } from '../../features/availability/components/DoubleTimeNote';
import { clampToWindow } from '../../features/booking/booking-window';
import { BookingStepLayout } from '../../features/booking/components/BookingStepLayout';
import { ContinueButton } from '../../features/booking/components/ContinueButton';
import { useDraft } from '../../features/booking/use-draft';
import { useDraftGuard } from '../../features/booking/use-draft-guard';
import { validateTimeStep } from '../../features/booking/validate-time-step';
import { useService } from '../../features/services/api/get-service';
import { shopQueryOptions, useShop } from '../../features/shop/api/get-shop';
import type { Shop, ShopDate } from '../../features/shop/types';
import { updateDraft, type AppointmentDraft } from '../../lib/draft-storage';
import { formatLongDate } from '../../lib/format';
import { showToast } from '../../lib/toast';

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
      {allowed && draft?.user && draft.job && (
        shop.data ? (
          <TimeChooser shop={shop.data} barberId={draft.user} serviceId={draft.job} initial={draft} />
        ) : (
          <Skeleton height={84} />
        )
      )}
    </BookingStepLayout>
  );
}

interface TimeChooserProps {
  shop: Shop;
  barberId: string;
  serviceId: string;
  /** The draft's date and hour, chosen again when still bookable. */
  initial: AppointmentDraft;
}

function TimeChooser({ shop, barberId, serviceId, initial }: TimeChooserProps) {
  const navigate = useNavigate();
  const service = useService(serviceId);
  const [wantedDate, setWantedDate] = useState<Partial<ShopDate>>({
    day: initial.day,
    month: initial.month,
    year: initial.year,
  });
  const [hour, setHour] = useState<number | undefined>(initial.hour);

  const bookingWindow = { first: shop.today, last: shop.lastBookableDate };
  const date = clampToWindow(bookingWindow, wantedDate);

  const changeDate = (next: Partial<ShopDate>) => {
    setWantedDate(next);
    setHour(undefined);
  };

  const next = () => {
    const problem = validateTimeStep(date, hour, shop.today);
    if (problem) {
      showToast(problem);
      return;
    }
    updateDraft({ ...date, hour });
    navigate({ to: '/agenda/cliente' });
  };

  return (
    <Stack gap="lg">
      <DateSelects window={bookingWindow} value={date} onChange={changeDate} />
      <Text fw={700} size="lg" aria-live="polite">
        {formatLongDate(date.day, date.month, date.year)}
      </Text>
      {service.data?.doubleTime && <DoubleTimeNote />}
      <AvailableSlots query={{ userId: barberId, jobId: serviceId, ...date }} value={hour} onChange={setHour} />
      <ContinueButton onClick={next} />
    </Stack>
  );
}
