import { Stack, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { shopQueryOptions } from '../../../api/shop/get-shop';
import { unavailableQueryOptions } from '../api/get-unavailable';
import { isFromToday } from '../form-rules';
import { BlockedTimesForm } from './BlockedTimesForm';
import { BlockedTimesList } from './BlockedTimesList';

/** Times blocked within a day: the form and the upcoming blocked times (the route loaded them). */
export function BlockedTimesManager({ barberId }: { barberId: string }) {
  const { today } = useSuspenseQuery(shopQueryOptions()).data;
  const { data: unavailable } = useSuspenseQuery(unavailableQueryOptions(barberId));

  const blockedTimes = unavailable.filter((entry) => entry.hour !== 0 && isFromToday(entry, today));

  return (
    <Stack gap="xl">
      <BlockedTimesForm barberId={barberId} today={today} unavailable={unavailable} />
      <Stack gap="sm" component="section" aria-labelledby="blocked-times-title">
        <Title order={2} size="h3" id="blocked-times-title">
          Próximos horários sem agenda
        </Title>
        <BlockedTimesList entries={blockedTimes} />
      </Stack>
    </Stack>
  );
}
