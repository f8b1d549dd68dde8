import { Suspense, useState } from 'react';
import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { ConnectionProblem } from '../../../components/page-states/ConnectionProblem';
import { showToast } from '../../../lib/page/toast';
import { DayTimePicker } from '../../../components/calendar/DayTimePicker';
import { useDayTimeChoice } from '../../../components/calendar/use-day-time-choice';
import { bookingWindowOf, isInWindow } from '../../../lib/time/booking-window';
import { toIsoDate } from '../../../lib/time/iso-date';
import { useMonthAvailability } from '../../../api/availability/get-month-availability';
import { ServicePicker } from '../../../components/forms/ServicePicker';
import { useBarberServices } from '../../../api/services/get-barber-services';
import { useManageAvailability } from '../api/get-manage-availability';
import { useSaveMove } from '../use-save-move';
import { MoveWindowNote } from './MoveWindowNote';
import type { ManagedBooking, MonthAvailability, Shop } from '../../../api/types';

interface MoveBookingFormProps {
  token: string;
  booking: ManagedBooking;
  shop: Shop;
  /** The booking was moved: the page shows it again, updated. */
  onMoved: () => void;
  onCancel: () => void;
}

const NO_TIME = { title: 'Horário inválido', message: 'Selecione um horário.' };

/** The calendar's month with the booking's own day open: its own times count as free for the move. */
const withOwnDayOpen = (ownDay: string) => (month: MonthAvailability) => ({
  ...month,
  days: month.days.map((day) => (day.date === ownDay ? { ...day, freeStarts: Math.max(day.freeStarts, 1) } : day)),
});

/** Another service, day or time of the same barber, chosen on the booking steps' month calendar and time grids. */
export function MoveBookingForm({ token, booking, shop, onMoved, onCancel }: MoveBookingFormProps) {
  const services = useBarberServices(booking.barber.id);
  const [serviceId, setServiceId] = useState(booking.service.id);
  const bookingWindow = bookingWindowOf(shop);
  const ownDay = { day: booking.day, month: booking.month, year: booking.year };
  // A save without a time says so under the times too, until a time is chosen or the choices change.
  const [timeMissing, setTimeMissing] = useState(false);
  const choice = useDayTimeChoice({
    window: bookingWindow,
    today: shop.today,
    date: isInWindow(bookingWindow, ownDay) ? ownDay : undefined,
    hour: booking.hour,
    onDateChosen: () => setTimeMissing(false),
    onHourChosen: () => setTimeMissing(false),
  });
  const move = useSaveMove(token, onMoved);

  // The month's free days are the barber's as any client sees them; the day's times are the ones this booking may move to.
  const freeDays = useMonthAvailability({ barberId: booking.barber.id, serviceId, ...choice.month }, withOwnDayOpen(toIsoDate(ownDay)));
  const times = useManageAvailability(token, choice.date && { serviceId, ...choice.date });
  const takesTwoSlots = services.data?.find((service) => service.id === serviceId)?.takesTwoSlots;

  const changeService = (next: string) => {
    setServiceId(next);
    choice.clearHour();
    setTimeMissing(false);
  };

  const save = () => {
    const { date, hour } = choice;
    if (!date || hour === undefined) {
      setTimeMissing(true);
      showToast(NO_TIME);
      return;
    }
    move.save({ ...date, hour, jobId: serviceId });
  };

  return (
    <Stack gap="lg">
      {/* Opened on the page: its services load here, so the page around it stays. */}
      <Suspense fallback={<Skeleton height={160} />}>
        <ServicePicker barberId={booking.barber.id} value={serviceId} onChange={changeService} />
      </Suspense>
      <DayTimePicker choice={choice} freeDays={freeDays} times={times} takesTwoSlots={takesTwoSlots} />
      {timeMissing && (
        <Text size="sm" c="red" role="alert">
          {NO_TIME.message}
        </Text>
      )}
      <MoveWindowNote booking={booking} />
      {move.failure && <ConnectionProblem message={move.failure} onRetry={save} retrying={move.saving} />}
      <Group grow gap="sm" className="sticky-action">
        <Button variant="default" onClick={onCancel} disabled={move.saving}>
          Desistir
        </Button>
        <Button onClick={save} loading={move.saving}>
          Salvar alteração
        </Button>
      </Group>
    </Stack>
  );
}
