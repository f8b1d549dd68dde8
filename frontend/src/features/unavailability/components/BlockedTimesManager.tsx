import { Alert, Skeleton, Stack, Title } from '@mantine/core';
import { SlotChipsSkeleton } from '../../../components/SlotChipsSkeleton';
import { useShop } from '../../../api/shop/get-shop';
import { useUnavailable } from '../api/get-unavailable';
import { isFromToday } from '../validate-date';
import { BlockedTimesForm } from './BlockedTimesForm';
import { BlockedTimesList } from './BlockedTimesList';

/** Times blocked within a day: the form and the upcoming blocked times. */
export function BlockedTimesManager({ userId }: { userId: string }) {
  const shop = useShop();
  const unavailable = useUnavailable(userId);

  const error = shop.error ?? unavailable.error;
  if (error) {
    return (
      <Alert color="red" title="Erro!">
        {error.message}
      </Alert>
    );
  }
  if (!shop.data || !unavailable.data) {
    return (
      <Stack gap="md" aria-busy="true">
        <Skeleton height={84} />
        <Skeleton height={24} width={200} />
        <SlotChipsSkeleton />
      </Stack>
    );
  }

  const today = shop.data.today;
  const blockedTimes = unavailable.data.filter((entry) => entry.hour !== 0 && isFromToday(entry, today));

  return (
    <Stack gap="xl">
      <BlockedTimesForm userId={userId} today={today} unavailable={unavailable.data} />
      <Stack gap="sm" component="section" aria-labelledby="blocked-times-title">
        <Title order={2} size="h3" id="blocked-times-title">
          Próximos horários sem agenda
        </Title>
        <BlockedTimesList entries={blockedTimes} />
      </Stack>
    </Stack>
  );
}
