import { Alert, Chip, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { showToast } from '../../../lib/toast';
import { useDaysOff } from '../api/get-days-off';
import { useSetDayOff } from '../api/set-day-off';
import { WEEKDAYS } from '../types';

/** Domingo to Sábado: a checked day is a weekly day off, with no times for clients. */
export function WeekdaysOff({ userId }: { userId: string }) {
  const daysOff = useDaysOff(userId);
  const setDayOff = useSetDayOff(userId);
  const pendingWeekday = setDayOff.isPending ? setDayOff.variables?.weekday : undefined;

  const toggle = (weekday: number, off: boolean) =>
    setDayOff.mutate({ weekday, off }, { onError: (error) => showToast({ title: 'Erro!', message: error.message }) });

  return (
    <Stack gap="sm" component="section" aria-labelledby="weekdays-off-title">
      <Title order={2} size="h3" id="weekdays-off-title">
        Dias de folga
      </Title>
      <Text c="dimmed" size="sm">
        Marque os dias da semana em que você não atende.
      </Text>
      {daysOff.isPending && (
        <Group gap="xs" aria-busy="true">
          {WEEKDAYS.map((name) => (
            <Skeleton key={name} height={36} width={92} radius="xl" />
          ))}
        </Group>
      )}
      {daysOff.isError && (
        <Alert color="red" title="Erro!">
          {daysOff.error.message}
        </Alert>
      )}
      {daysOff.data && (
        <Group gap="xs" role="group" aria-label="Dias de folga">
          {WEEKDAYS.map((name, weekday) => (
            <Chip
              key={name}
              size="md"
              variant="filled"
              color="red.8"
              checked={daysOff.data.includes(weekday)}
              disabled={pendingWeekday === weekday}
              onChange={(off) => toggle(weekday, off)}
            >
              {name}
            </Chip>
          ))}
        </Group>
      )}
    </Stack>
  );
}
