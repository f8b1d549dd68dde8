import { CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import { IconClockCheck } from '@tabler/icons-react';
import { formatDate, formatHour, formatLongDate } from '../../../lib/format/format';
import { showToast } from '../../../lib/page/toast';
import { useDeleteUnavailable } from '../api/delete-unavailable';
import type { UnavailableEntry } from '../../../api/types';

function groupByDate(entries: UnavailableEntry[]): UnavailableEntry[][] {
  const groups = new Map<string, UnavailableEntry[]>();
  entries.forEach((entry) => {
    const key = `${entry.year}-${entry.month}-${entry.day}`;
    groups.set(key, [...(groups.get(key) ?? []), entry]);
  });
  return [...groups.values()];
}

/** Upcoming blocked times, by day; removing one makes it bookable again. */
export function BlockedTimesList({ entries }: { entries: UnavailableEntry[] }) {
  const deleteEntry = useDeleteUnavailable();

  if (entries.length === 0) {
    return (
      <Stack align="center" gap={4} py="lg" ta="center" c="dimmed">
        <IconClockCheck size={32} aria-hidden />
        <Text>Nenhum horário sem agenda.</Text>
      </Stack>
    );
  }

  const remove = (id: string) =>
    deleteEntry.mutate(id, {
      onSuccess: () => showToast({ tone: 'success', message: 'Indisponibilidade deletada com sucesso!' }),
      onError: (error) => showToast({ title: 'Erro!', message: error.message }),
    });

  return (
    <Stack gap="xs">
      {groupByDate(entries).map((group) => {
        const [{ day, month, year }] = group;
        return (
          <Paper key={`${year}-${month}-${day}`} withBorder p="sm" pl="md" bg="dark.6">
            <Text fw={700}>{formatLongDate(day, month, year)}</Text>
            <Group gap="xs" mt="xs">
              {group.map((entry) => (
                <Group key={entry.id} gap={2} pl="sm" pr={2} py={2} bg="dark.5" style={{ borderRadius: 'var(--mantine-radius-xl)' }}>
                  <Text size="sm" fw={700} ff="monospace">
                    {formatHour(entry.hour)}
                  </Text>
                  <CloseButton
                    size="xl"
                    iconSize={18}
                    radius="xl"
                    aria-label={`Liberar ${formatHour(entry.hour)} de ${formatDate(day, month, year)}`}
                    disabled={deleteEntry.isPending && deleteEntry.variables === entry.id}
                    onClick={() => remove(entry.id)}
                  />
                </Group>
              ))}
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
