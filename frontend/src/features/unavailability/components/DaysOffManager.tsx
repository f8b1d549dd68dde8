import { useState } from 'react';
import { SegmentedControl, Stack, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { shopQueryOptions } from '../../../api/shop/get-shop';
import { unavailableQueryOptions } from '../api/get-unavailable';
import { isFromToday } from '../form-rules';
import { DayOffForm } from './DayOffForm';
import { DayOffList } from './DayOffList';
import { DayOffRangeForm } from './DayOffRangeForm';

type Mode = 'day' | 'range';

/** Whole days without bookings: the form to add one day or a period, and the upcoming ones (the route loaded them). */
export function DaysOffManager({ barberId }: { barberId: string }) {
  const [mode, setMode] = useState<Mode>('day');
  const { today } = useSuspenseQuery(shopQueryOptions()).data;
  const { data: unavailable } = useSuspenseQuery(unavailableQueryOptions(barberId));

  const daysOff = unavailable.filter((entry) => entry.hour === 0 && isFromToday(entry, today));

  return (
    <Stack gap="xl">
      <Stack gap="md">
        <SegmentedControl
          fullWidth
          size="md"
          aria-label="Adicionar"
          value={mode}
          onChange={(value) => setMode(value)}
          data={[
            { value: 'day', label: 'Um dia' },
            { value: 'range', label: 'Período' },
          ]}
        />
        {mode === 'day' ? (
          <DayOffForm barberId={barberId} today={today} daysOff={daysOff} />
        ) : (
          <DayOffRangeForm barberId={barberId} today={today} daysOff={daysOff} />
        )}
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="days-off-title">
        <Title order={2} size="h3" id="days-off-title">
          Próximos dias sem agenda
        </Title>
        <DayOffList barberId={barberId} daysOff={daysOff} />
      </Stack>
    </Stack>
  );
}
