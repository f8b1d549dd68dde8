import { Paper, SimpleGrid, Text } from '@mantine/core';
import { formatBRL } from '../../../lib/format';

/** The year's total and its number of appointments. */
export function RevenueSummary({ total, appointments, year }: { total: number; appointments: number; year: number }) {
  return (
    <SimpleGrid cols={2} spacing="sm">
      <Paper withBorder p="md" bg="dark.6">
        <Text size="sm" c="dimmed">
          Total de {year}
        </Text>
        <Text fw={800} size="xl" c="brass.3" data-testid="year-total">
          {formatBRL(total)}
        </Text>
      </Paper>
      <Paper withBorder p="md" bg="dark.6">
        <Text size="sm" c="dimmed">
          Agendas
        </Text>
        <Text fw={800} size="xl">
          {appointments}
        </Text>
      </Paper>
    </SimpleGrid>
  );
}
