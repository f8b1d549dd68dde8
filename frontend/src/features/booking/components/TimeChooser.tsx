import { useState } from 'react';
import { Button, Stack } from '@mantine/core';
import { IconPlayerTrackNext } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useAvailability } from '../../../api/availability/get-availability';
import { useMonthAvailability } from '../../../api/availability/get-month-availability';
import { DayTimePicker } from '../../../components/DayTimePicker';
import { useNextFreeStart } from '../use-next-free-start';
import { serviceQueryOptions } from '../../../api/services/get-service';
import type { ShopDate } from '../../../lib/shop-types';
import { removeDraftFields, updateDraft, type AppointmentDraft } from '../../../lib/draft-storage';
import { monthOf, type CalendarMonth } from '../../../lib/iso-date';
import { showToast } from '../../../lib/toast';
import { bookingWindowOf } from '../../../lib/booking-window';
import { draftDate } from '../time-step-queries';
import { validateTimeStep } from '../validate-time-step';
import { ContinueButton, StepForm } from './ContinueButton';
import type { Shop } from '../../../api/types';

interface TimeChooserProps {
  shop: Shop;
  barberId: string;
  serviceId: string;
  /** The draft's date and hour, chosen again when still inside the booking window. */
  initial: AppointmentDraft;
  /** The calendar's month to show, rather than the chosen day's (its arrows tapped before the app had arrived). */
  shownMonth?: CalendarMonth;
}

/**
 * The time step: a day with free times from the month calendar, then one of its free start times.
 * Every choice goes to the draft at once, so a reload finds the same day and time.
 */
export function TimeChooser({ shop, barberId, serviceId, initial, shownMonth: initialMonth }: TimeChooserProps) {
  const navigate = useNavigate();
  const { data: service } = useSuspenseQuery(serviceQueryOptions(serviceId));
  const bookingWindow = bookingWindowOf(shop);
  const [date, setDate] = useState(() => draftDate(bookingWindow, initial));
  const [hour, setHour] = useState(date ? initial.hour : undefined);
  const [shownMonth, setShownMonth] = useState<CalendarMonth>(initialMonth ?? monthOf(date ?? shop.today));
  const freeDays = useMonthAvailability({ userId: barberId, jobId: serviceId, ...shownMonth });
  const times = useAvailability(date && { userId: barberId, jobId: serviceId, ...date });
  const nextFreeStart = useNextFreeStart(barberId, serviceId, bookingWindow);

  // A time kept from before (a reload, a taken slot) counts only while that day still offers it.
  const chosenHour = times.data?.slots.some((slot) => slot.hour === hour) ? hour : undefined;

  const chooseDate = (next: ShopDate) => {
    setDate(next);
    setHour(undefined);
    updateDraft(next);
    removeDraftFields(['hour']);
  };

  const chooseHour = (next: number) => {
    setHour(next);
    updateDraft({ hour: next });
  };

  const jumpToNextFreeStart = async () => {
    const found = await nextFreeStart.find().catch(() => null);
    if (!found) {
      showToast({ title: 'Sem horários livres', message: 'Não encontramos horário livre nos próximos dias.' });
      return;
    }
    setShownMonth(monthOf(found.date));
    setDate(found.date);
    setHour(found.hour);
    updateDraft({ ...found.date, hour: found.hour });
  };

  const next = () => {
    const problem = validateTimeStep(date, chosenHour, shop.today);
    if (problem) {
      showToast(problem);
      return;
    }
    void navigate({ to: '/agenda/cliente' });
  };

  // Sent without the app, the form is answered by the server: a day (`dia`), a month (`mes`), Próximo horário livre
  // (`proximo`) or Continuar with the time (`hora`), server/booking-forms.ts.
  return (
    <StepForm action="/agenda/horario" onSubmit={next}>
      <Stack gap="lg">
        <Button
          type="submit"
          name="proximo"
          variant="light"
          leftSection={<IconPlayerTrackNext size={20} aria-hidden />}
          loading={nextFreeStart.searching}
          onClick={(event) => {
            event.preventDefault();
            void jumpToNextFreeStart();
          }}
        >
          Próximo horário livre
        </Button>
        <DayTimePicker
          window={bookingWindow}
          month={shownMonth}
          onMonthChange={(month) => setShownMonth(monthOf(month))}
          freeDays={freeDays}
          date={date}
          onDateChange={chooseDate}
          times={times}
          hour={chosenHour}
          onHourChange={chooseHour}
          takesTwoSlots={service.takesTwoSlots}
          sendsForm
        />
        <ContinueButton />
      </Stack>
    </StepForm>
  );
}
