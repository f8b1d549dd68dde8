import { Alert, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import { useAvailability } from '../api/get-availability';
import type { AvailabilityQuery } from '../types';
import { SlotGrid } from './SlotGrid';

/** Morning slots end at 12:30, afternoon slots run from 13:00. */
const AFTERNOON_FROM = 1300;

interface AvailableSlotsProps {
  query: AvailabilityQuery;
  value: number | undefined;
  onChange: (hour: number) => void;
}

export function AvailableSlots({ query, value, onChange }: AvailableSlotsProps) {
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

  const { slots } = availability.data;
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
