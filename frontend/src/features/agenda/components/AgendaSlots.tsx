import { Alert, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import { useAvailability } from '../../availability/api/get-availability';
import { SlotGrid } from '../../availability/components/SlotGrid';
import type { AvailabilityQuery, Slot } from '../../availability/types';
import { formatHour } from '../../../lib/format';

/** Morning slots end at 12:30, afternoon slots run from 13:00. */
const AFTERNOON_FROM = 1300;

interface AgendaSlotsProps {
  query: AvailabilityQuery;
  /** The edited appointment's own time, offered even though it holds it. */
  ownHour?: number;
  value: number | undefined;
  onChange: (hour: number) => void;
}

function withOwnHour(slots: Slot[], ownHour: number | undefined): Slot[] {
  if (ownHour === undefined || slots.some((slot) => slot.hour === ownHour)) return slots;
  return [...slots, { hour: ownHour, label: formatHour(ownHour) }].sort((a, b) => a.hour - b.hour);
}

/** The free start times of the day for the chosen service, as the client's time step shows them. */
export function AgendaSlots({ query, ownHour, value, onChange }: AgendaSlotsProps) {
  const availability = useAvailability(query);

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
