import { ActionIcon, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCalendarOff, IconTrash } from '@tabler/icons-react';
import { formatDate, formatLongDate } from '../../../lib/format';
import { showToast } from '../../../lib/toast';
import { useDeleteDayOff } from '../api/delete-day-off';
import type { UnavailableEntry } from '../types';

/** The upcoming whole days without appointments, each with a button to open it again. */
export function DayOffList({ userId, daysOff }: { userId: string; daysOff: UnavailableEntry[] }) {
  const deleteDayOff = useDeleteDayOff(userId);

  if (daysOff.length === 0) {
    return (
      <Stack align="center" gap={4} py="lg" ta="center" c="dimmed">
        <IconCalendarOff size={32} aria-hidden />
        <Text>Nenhum dia sem agenda.</Text>
      </Stack>
    );
  }

  const remove = (entry: UnavailableEntry) =>
    deleteDayOff.mutate(entry, {
      onSuccess: () => showToast({ tone: 'success', message: 'Indisponibilidade deletada com sucesso!' }),
      onError: (error) => showToast({ title: 'Erro!', message: error.message }),
    });

  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {daysOff.map((entry) => {
        const date = formatDate(entry.day, entry.month, entry.year);
        return (
          <Paper key={entry.id} component="li" withBorder p="sm" pl="md" bg="dark.6">
            <Group justify="space-between" wrap="nowrap">
              <div>
                <Text fw={700}>{formatLongDate(entry.day, entry.month, entry.year)}</Text>
                <Text size="sm" c="dimmed">
                  {date}
                </Text>
              </div>
              <ActionIcon
                variant="subtle"
                color="red"
                size="xl"
                aria-label={`Remover ${date}`}
                loading={deleteDayOff.isPending && deleteDayOff.variables?.day === entry.day && deleteDayOff.variables.month === entry.month}
                onClick={() => remove(entry)}
              >
                <IconTrash size={20} aria-hidden />
              </ActionIcon>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
