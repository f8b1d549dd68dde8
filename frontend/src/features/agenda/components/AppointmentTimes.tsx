import type { ReactNode } from 'react';
import { Text, Title } from '@mantine/core';
import { formatLongDate } from '../../../lib/format';
import { DoubleTimeNote } from '../../../components/DoubleTimeNote';
import { FieldProblem } from '../../../components/FieldProblem';
import type { ShopDate } from '../../../lib/shop-types';
import { AgendaSlots } from './AgendaSlots';

interface AppointmentTimesProps {
  barberId: string;
  /** The service chosen; none yet asks for one before the times. */
  jobId: string;
  date: ShopDate;
  takesTwoSlots?: boolean;
  /** The appointment being edited, whose own slots count as free. */
  appointmentId?: string;
  ownHour?: number;
  value: number | undefined;
  onChange: (hour: number) => void;
  error: ReactNode;
}

/** The appointment form's day as a heading, then that day's free times for the service chosen. */
export function AppointmentTimes({ barberId, jobId, date, takesTwoSlots, appointmentId, ownHour, value, onChange, error }: AppointmentTimesProps) {
  return (
    <>
      <Title order={2} size="h4" aria-live="polite">
        {formatLongDate(date.day, date.month, date.year)}
      </Title>
      {takesTwoSlots && <DoubleTimeNote />}
      {jobId ? (
        <AgendaSlots query={{ userId: barberId, jobId, ...date }} appointmentId={appointmentId} ownHour={ownHour} value={value} onChange={onChange} />
      ) : (
        <Text c="dimmed">Escolha um serviço para ver os horários livres.</Text>
      )}
      {jobId && <FieldProblem>{error}</FieldProblem>}
    </>
  );
}
