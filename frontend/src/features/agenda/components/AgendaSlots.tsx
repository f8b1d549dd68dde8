import { Alert, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { availabilityQueryOptions } from '../../availability/api/get-availability';
import { SlotGrid } from '../../availability/components/SlotGrid';
import type { AvailabilityQuery, Slot } from '../../availability/types';
import { formatHour } from '../../../lib/format';
import { moveAvailabilityQueryOptions } from '../api/get-move-availability';

/** Morning slots end at 12:30, afternoon slots run from 13:00. */
const AFTERNOON_FROM = 1300;

interface AgendaSlotsProps {
  query: AvailabilityQuery;
  /** The appointment being edited: its own slots count as free. */
  appointmentId?: string;
  /** The edited appointment's own time, offered even when it is past (a correction of its details). */
  ownHour?: number;
  value: number | undefined;
  onChange: (hour: number) => void;
}

function withOwnHour(slots: Slot[], ownHour: number | undefined): Slot[] {
  if (ownHour === undefined || slots.some((slot) => slot.hour === ownHour)) return slots;
  return [...slots, { hour: ownHour, label: formatHour(ownHour) }].sort((a, b) => a.hour - b.hour);
}

/** The free start times of the day for the chosen service, as the client's time step shows them. */
export function AgendaSlots({ query, appointmentId, ownHour, value, onChange }: AgendaSlotsProps) {
  const clientTimes = useQuery({ ...availabilityQueryOptions(query), enabled: !appointmentId });
  const moveTimes = useQuery({ ...moveAvailabilityQueryOptions(appointmentId ?? '', query), enabled: Boolean(appointmentId) });
  const availability = appointmentId ? moveTimes : clientTimes;

  if (availability.isPending) {
    return (
      <SimpleGrid cols={4} spacing="xs" aria-busy="true">
        {Array.from({ length: 8 }, (_, index) => (
          <Skeleton key={index} height={48} />
        ))}
      </SimpleGrid>
    );
  }
  if (availability.isError) {
    return (
      <Alert color="red" title="Erro!">
        {availability.error.message}
      </Alert>
    );
  }

  const slots = withOwnHour(availability.data.slots, ownHour);
  if (slots.length === 0) {
    return (
      <Stack align="center" gap={4} py="lg" ta="center">
        <IconCalendarOff size={36} aria-hidden />
        <Text fw={700}>Sem horários disponíveis.</Text>
        <Text c="dimmed">Tente escolher outro dia.</Text>
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <SlotGrid title="Manhã" slots={slots.filter((slot) => slot.hour < AFTERNOON_FROM)} value={value} onChange={onChange} />
      <SlotGrid title="Tarde" slots={slots.filter((slot) => slot.hour >= AFTERNOON_FROM)} value={value} onChange={onChange} />
    </Stack>
  );
}
