import { ActionIcon, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCalendarOff, IconTrash } from '@tabler/icons-react';
import { formatDate, formatLongDate, MONTH_NAMES } from '../../../lib/format/format';
import { sameDate } from '../../../lib/time/shop-date';
import type { ShopDate } from '../../../lib/time/shop-types';
import { showToast } from '../../../lib/page/toast';
import { useDeleteDayOff } from '../api/delete-day-off';
import { useDeleteDaysOffRange } from '../api/delete-days-off-range';
import { daysOffRuns, type DaysOffRun } from '../days-off-runs';
import type { UnavailableEntry } from '../../../api/types';

const dateOf = ({ day, month, year }: ShopDate) => formatDate(day, month, year);
const longDateOf = ({ day, month, year }: ShopDate) => formatLongDate(day, month, year);
/** '24 de dezembro' */
const dayAndMonthOf = ({ day, month }: ShopDate) => `${day} de ${MONTH_NAMES[month].toLowerCase()}`;

/** The upcoming whole days without bookings, consecutive ones as one period, each with a button to open it again. */
export function DayOffList({ barberId, daysOff }: { barberId: string; daysOff: UnavailableEntry[] }) {
  const deleteDayOff = useDeleteDayOff(barberId);
  const deleteRange = useDeleteDaysOffRange(barberId);

  if (daysOff.length === 0) {
    return (
      <Stack align="center" gap={4} py="lg" ta="center" c="dimmed">
        <IconCalendarOff size={32} aria-hidden />
        <Text>Nenhum dia sem agenda.</Text>
      </Stack>
    );
  }

  const onError = (error: Error) => showToast({ title: 'Erro!', message: error.message });
  const remove = (run: DaysOffRun) => {
    if (run.entries.length === 1) {
      deleteDayOff.mutate(run.first, {
        onSuccess: () => showToast({ tone: 'success', message: 'Indisponibilidade deletada com sucesso!' }),
        onError,
      });
    } else {
      deleteRange.mutate(
        { from: run.first, to: run.last },
        { onSuccess: () => showToast({ tone: 'success', message: 'Período removido.' }), onError },
      );
    }
  };
  const removing = (run: DaysOffRun) =>
    (deleteDayOff.isPending && deleteDayOff.variables !== undefined && sameDate(deleteDayOff.variables, run.first)) ||
    (deleteRange.isPending && deleteRange.variables !== undefined && sameDate(deleteRange.variables.from, run.first));

  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {daysOffRuns(daysOff).map((run) => {
        const single = run.entries.length === 1;
        return (
          <Paper key={run.entries[0].id} component="li" withBorder p="sm" pl="md" bg="dark.6">
            <Group justify="space-between" wrap="nowrap">
              <div>
                <Text fw={700}>{single ? longDateOf(run.first) : `${dayAndMonthOf(run.first)} a ${dayAndMonthOf(run.last)}`}</Text>
                <Text size="sm" c="dimmed">
                  {single ? dateOf(run.first) : `${dateOf(run.first)} a ${dateOf(run.last)} · ${run.entries.length} dias`}
                </Text>
              </div>
              <ActionIcon
                variant="subtle"
                color="red"
                size="xl"
                aria-label={single ? `Remover ${dateOf(run.first)}` : `Remover período de ${dateOf(run.first)} a ${dateOf(run.last)}`}
                loading={removing(run)}
                onClick={() => remove(run)}
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
