import { Suspense, useState } from 'react';
import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { ApiError, isConnectionProblem } from '../../../lib/api-client';
import { ConnectionProblem } from '../../../components/ConnectionProblem';
import { formatLongDate } from '../../../lib/format';
import { showToast, TOAST_DURATION } from '../../../lib/toast';
import { appointmentErrorMessage } from '../../../lib/conflict-message';
import { DateSelects } from '../../../components/DateSelects';
import { DoubleTimeNote } from '../../../components/DoubleTimeNote';
import { SlotPicker } from '../../../components/SlotPicker';
import { clampToWindow } from '../../../lib/booking-window';
import { ServicePicker } from '../../../components/ServicePicker';
import { useBarberServices } from '../../../api/services/get-barber-services';
import type { ShopDate } from '../../../lib/shop-types';
import { useManageAvailability } from '../api/get-manage-availability';
import { useMoveBooking } from '../api/move-booking';
import type { ManagedBooking, Shop } from '../../../api/types';

interface MoveBookingFormProps {
  token: string;
  booking: ManagedBooking;
  shop: Shop;
  onDone: () => void;
}

const NO_TIME = { title: 'Horário inválido', message: 'Selecione um horário.' };

/** The refusals whose own message says what to do (the change deadline, a time too close to move into). */
const DEADLINE_CODES = new Set(['CANCEL_DEADLINE_PASSED', 'MOVE_INSIDE_CANCEL_WINDOW']);

/** CANCEL_MIN_HOURS, as the booking's deadline tells it. */
const changeWindowHours = (booking: ManagedBooking) => Math.round((Date.parse(booking.startsAt) - Date.parse(booking.changeDeadline)) / 3_600_000);

/** Another service, day or time of the same barber, chosen like in the booking steps. */
export function MoveBookingForm({ token, booking, shop, onDone }: MoveBookingFormProps) {
  const move = useMoveBooking(token);
  const services = useBarberServices(booking.barber.id);
  const [serviceId, setServiceId] = useState(booking.service.id);
  const [wantedDate, setWantedDate] = useState<Partial<ShopDate>>({ day: booking.day, month: booking.month, year: booking.year });
  const [hour, setHour] = useState<number | undefined>(booking.hour);
  // A save without a time says so under the times too, until a time is chosen or the choices change.
  const [timeMissing, setTimeMissing] = useState(false);
  // A move that got no answer: said above Salvar, with Tentar novamente (the same move again is safe).
  const [failure, setFailure] = useState<string | null>(null);

  const bookingWindow = { first: shop.today, last: shop.lastBookableDate };
  const date = clampToWindow(bookingWindow, wantedDate);
  const times = useManageAvailability(token, { jobId: serviceId, ...date });
  const doubleTime = services.data?.find((service) => service.id === serviceId)?.doubleTime;
  const windowHours = changeWindowHours(booking);

  const changeHour = (next: number | undefined) => {
    setHour(next);
    setTimeMissing(false);
  };
  const changeService = (next: string) => {
    setServiceId(next);
    changeHour(undefined);
  };
  const changeDate = (next: Partial<ShopDate>) => {
    setWantedDate(next);
    changeHour(undefined);
  };

  const save = () => {
    if (hour === undefined) {
      setTimeMissing(true);
      showToast(NO_TIME);
      return;
    }
    setFailure(null);
    move.mutate(
      { ...date, hour, jobId: serviceId },
      {
        onSuccess: () => {
          showToast({ tone: 'success', title: 'Sucesso!', message: 'Agendamento alterado.' });
          onDone();
        },
        onError: (error) => {
          if (isConnectionProblem(error)) return setFailure(error.message);
          const deadline = error instanceof ApiError && DEADLINE_CODES.has(error.code);
          showToast({ title: 'Erro!', message: deadline ? error.message : appointmentErrorMessage(error), duration: TOAST_DURATION.default });
        },
      },
    );
  };

  return (
    <Stack gap="lg">
      {/* Opened on the page: its services load here, so the page around it stays. */}
      <Suspense fallback={<Skeleton height={160} />}>
        <ServicePicker barberId={booking.barber.id} value={serviceId} onChange={changeService} />
      </Suspense>
      <DateSelects window={bookingWindow} value={date} onChange={changeDate} />
      <Text fw={700} size="lg" aria-live="polite">
        {formatLongDate(date.day, date.month, date.year)}
      </Text>
      {doubleTime && <DoubleTimeNote />}
      <SlotPicker times={times} value={hour} onChange={changeHour} />
      {timeMissing && (
        <Text size="sm" c="red" role="alert">
          {NO_TIME.message}
        </Text>
      )}
      {windowHours > 0 && (
        <Text size="sm" c="dimmed">
          Só aparecem horários que começam daqui a mais de {windowHours === 1 ? '1 hora' : `${windowHours} horas`}: depois disso, o agendamento não
          poderia mais ser alterado nem cancelado pelo site.
        </Text>
      )}
      {failure && <ConnectionProblem message={failure} onRetry={save} retrying={move.isPending} />}
      <Group grow gap="sm">
        <Button variant="default" onClick={onDone} disabled={move.isPending}>
          Desistir
        </Button>
        <Button onClick={save} loading={move.isPending}>
          Salvar alteração
        </Button>
      </Group>
    </Stack>
  );
}
