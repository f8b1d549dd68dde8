import { useState } from 'react';
import { Stack, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { AvailableSlots } from '../../availability/components/AvailableSlots';
import { DateSelects } from '../../availability/components/DateSelects';
import { DoubleTimeNote } from '../../availability/components/DoubleTimeNote';
import { useService } from '../../services/api/get-service';
import type { Shop, ShopDate } from '../../shop/types';
import { updateDraft, type AppointmentDraft } from '../../../lib/draft-storage';
import { formatLongDate } from '../../../lib/format';
import { showToast } from '../../../lib/toast';
import { clampToWindow } from '../booking-window';
import { validateTimeStep } from '../validate-time-step';
import { ContinueButton } from './ContinueButton';

interface TimeChooserProps {
  shop: Shop;
  barberId: string;
  serviceId: string;
  /** The draft's date and hour, chosen again when still bookable. */
  initial: AppointmentDraft;
}

/** The time step: a date inside the booking window and one of its free start times. */
export function TimeChooser({ shop, barberId, serviceId, initial }: TimeChooserProps) {
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
