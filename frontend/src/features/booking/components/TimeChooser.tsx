import { Stack, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useAvailability } from '../../../api/availability/get-availability';
import { useMonthAvailability } from '../../../api/availability/get-month-availability';
import { DayTimePicker } from '../../../components/calendar/DayTimePicker';
import { isChosenDayFull } from '../../../components/calendar/full-day';
import { useDayTimeChoice } from '../../../components/calendar/use-day-time-choice';
import { serviceQueryOptions } from '../../../api/services/get-service';
import { removeDraftFields, updateDraft, type BookingDraft } from '../../../lib/draft/draft-storage';
import { toIsoDate, type CalendarMonth } from '../../../lib/time/iso-date';
import { showToast } from '../../../lib/page/toast';
import { bookingWindowOf } from '../../../lib/time/booking-window';
import { draftDate } from '../steps/time-step-queries';
import type { FreeStart } from '../steps/use-next-free-start';
import { validateTimeStep } from '../steps/validate-time-step';
import { ContinueButton, StepForm } from './ContinueButton';
import { FullDayNotice } from './FullDayNotice';
import { NextFreeStartButton } from './NextFreeStartButton';
import type { Shop } from '../../../api/types';

interface TimeChooserProps {
  shop: Shop;
  barberId: string;
  serviceId: string;
  /** The draft's date and hour, chosen again when still inside the booking window. */
  initial: BookingDraft;
  /** The calendar's month to show, rather than the chosen day's (its arrows tapped before the app had arrived). */
  shownMonth?: CalendarMonth;
}

/**
 * The time step: a day with free times from the month calendar, then one of its free start times; a full day ('lotado')
 * leads to the waitlist instead. Every choice goes to the draft at once, so a reload finds the same day and time.
 */
export function TimeChooser({ shop, barberId, serviceId, initial, shownMonth }: TimeChooserProps) {
  const navigate = useNavigate();
  const { data: service } = useSuspenseQuery(serviceQueryOptions(serviceId));
  const bookingWindow = bookingWindowOf(shop);
  const choice = useDayTimeChoice({
    window: bookingWindow,
    today: shop.today,
    date: draftDate(bookingWindow, initial),
    hour: initial.hour,
    month: shownMonth,
    onDateChosen: (date) => {
      updateDraft(date);
      removeDraftFields(['hour']);
    },
    onHourChosen: (hour) => updateDraft({ hour }),
  });
  const freeDays = useMonthAvailability({ barberId, serviceId, ...choice.month });
  const times = useAvailability(choice.date && { barberId, serviceId, ...choice.date });
  const chosenDayFull = choice.date !== undefined && isChosenDayFull(toIsoDate(choice.date), times.data, freeDays.data);

  const showNextFreeStart = ({ date, hour }: FreeStart) => {
    choice.jumpTo(date, hour);
    updateDraft({ ...date, hour });
  };

  const next = () => {
    // A time kept from before (a reload, a taken slot) counts only while that day still offers it.
    const chosenHour = times.data?.slots.some((slot) => slot.hour === choice.hour) ? choice.hour : undefined;
    const problem = validateTimeStep(choice.date, chosenHour, shop.today);
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
        <NextFreeStartButton barberId={barberId} serviceId={serviceId} window={bookingWindow} onFound={showNextFreeStart} />
        <DayTimePicker
          choice={choice}
          freeDays={freeDays}
          times={times}
          takesTwoSlots={service.takesTwoSlots}
          sendsForm
          whenFull={(date) => <FullDayNotice date={date} />}
        />
        {/* A full day has no time to continue with: its notice leads to the waitlist. */}
        {!chosenDayFull && <ContinueButton />}
        {!chosenDayFull && <WaitlistLink />}
      </Stack>
    </StepForm>
  );
}

/**
 * The waitlist's way in, after the sticky Continuar: what comes after it in the page is never under it. Text, not Anchor:
 * the time step already carries it, so the link adds a few bytes.
 */
function WaitlistLink() {
  return (
    <Text ta="center" c="dimmed">
      Nenhum horário bom?{' '}
      <Text component={Link} to="/agenda/espera" span c="brass.3" td="underline" display="inline-block" py={10}>
        Avise-me se abrir um horário
      </Text>
    </Text>
  );
}
