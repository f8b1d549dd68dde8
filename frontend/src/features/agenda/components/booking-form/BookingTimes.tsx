import type { ReactNode } from 'react';
import { Text, Title } from '@mantine/core';
import { formatLongDate } from '../../../../lib/format/format';
import { DoubleTimeNote } from '../../../../components/booking/DoubleTimeNote';
import { FieldProblem } from '../../../../components/forms/FieldProblem';
import type { ShopDate } from '../../../../lib/time/shop-types';
import { AgendaSlots } from './AgendaSlots';

interface BookingTimesProps {
  barberId: string;
  /** The service chosen; none yet asks for one before the times. */
  serviceId: string;
  date: ShopDate;
  takesTwoSlots?: boolean;
  /** The booking being edited, whose own slots count as free. */
  bookingId?: string;
  ownHour?: number;
  value: number | undefined;
  onChange: (hour: number) => void;
  error: ReactNode;
}

/** The booking form's day as a heading, then that day's free times for the service chosen. */
export function BookingTimes({ barberId, serviceId, date, takesTwoSlots, bookingId, ownHour, value, onChange, error }: BookingTimesProps) {
  return (
    <>
      <Title order={2} size="h4" aria-live="polite">
        {formatLongDate(date.day, date.month, date.year)}
      </Title>
      {takesTwoSlots && <DoubleTimeNote />}
      {serviceId ? (
        <AgendaSlots of={{ barberId, serviceId, ...date }} bookingId={bookingId} ownHour={ownHour} value={value} onChange={onChange} />
      ) : (
        <Text c="dimmed">Escolha um serviço para ver os horários livres.</Text>
      )}
      {serviceId && <FieldProblem>{error}</FieldProblem>}
    </>
  );
}
