import { Paper, SimpleGrid, Text } from '@mantine/core';
import { formatBRL } from '../../../lib/format';
import type { RevenueSplit } from '../types';

/** The year's total and its number of appointments, then what was realised, what is still booked and what no-shows cost. */
export function RevenueSummary({ revenue, year }: { revenue: RevenueSplit; year: number }) {
  return (
    <SimpleGrid cols={2} spacing="sm">
      <Paper withBorder p="md" bg="dark.6">
        <Text size="sm" c="dimmed">
          Total de {year}
        </Text>
        <Text fw={800} size="xl" c="brass.3" data-testid="year-total">
          {formatBRL(revenue.total)}
        </Text>
      </Paper>
      <Paper withBorder p="md" bg="dark.6">
        <Text size="sm" c="dimmed">
          Agendas
        </Text>
        <Text fw={800} size="xl">
          {revenue.appointments}
        </Text>
      </Paper>
      <Paper withBorder p="md" bg="dark.6">
        <Text size="sm" c="dimmed">
          Realizado
        </Text>
        <Text fw={700} size="lg">
          {formatBRL(revenue.realised.total)}
        </Text>
      </Paper>
      <Paper withBorder p="md" bg="dark.6">
        <Text size="sm" c="dimmed">
          Ainda agendado
        </Text>
        <Text fw={700} size="lg">
          {formatBRL(revenue.booked.total)}
        </Text>
      </Paper>
      <Paper withBorder p="md" bg="dark.6">
        <Text size="sm" c="dimmed">
          Perdido com faltas
        </Text>
        <Text fw={700} size="lg" c={revenue.noShows.total > 0 ? 'red.4' : undefined}>
          {formatBRL(revenue.noShows.total)}
        </Text>
      </Paper>
    </SimpleGrid>
  );
}
