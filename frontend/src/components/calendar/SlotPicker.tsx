import { Alert, Button, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { groupSlotsByPeriod, withHour } from './slot-groups';
import { SlotGrid } from './SlotGrid';
import type { Availability } from '../../api/types';

interface SlotPickerProps {
  times: UseQueryResult<Availability>;
  /** A time to show even when it is not free (an edited booking's own, possibly past, time). */
  includeHour?: number;
  value: number | undefined;
  onChange: (hour: number) => void;
}

/** Free start times of a day in a morning and an afternoon grid, with loading, error and empty states. */
export function SlotPicker({ times, includeHour, value, onChange }: SlotPickerProps) {
  if (times.isPending) {
    return (
      <SimpleGrid cols={4} spacing="xs" aria-busy="true">
        {Array.from({ length: 8 }, (_, index) => (
          <Skeleton key={index} height={48} />
        ))}
      </SimpleGrid>
    );
  }
  if (times.isError) {
    return (
      <Alert color="red" title="Erro!">
        {times.error.message}
        <Button variant="light" color="red" mt="sm" display="block" onClick={() => void times.refetch()}>
          Tentar novamente
        </Button>
      </Alert>
    );
  }

  const slots = withHour(times.data.slots, includeHour);
  if (slots.length === 0) {
    return (
      <Stack align="center" gap={4} py="lg" ta="center">
        <IconCalendarOff size={36} aria-hidden />
        <Text fw={700}>Sem horários disponíveis.</Text>
        <Text c="dimmed">Tente escolher outro dia.</Text>
      </Stack>
    );
  }
  const { morning, afternoon } = groupSlotsByPeriod(slots);
  return (
    <Stack gap="lg">
      <SlotGrid title="Manhã" slots={morning} value={value} onChange={onChange} />
      <SlotGrid title="Tarde" slots={afternoon} value={value} onChange={onChange} />
    </Stack>
  );
}
