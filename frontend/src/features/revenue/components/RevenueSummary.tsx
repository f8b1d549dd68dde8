import type { ReactNode } from 'react';
import { Paper, SimpleGrid, Text, type MantineColor } from '@mantine/core';
import { formatBRL } from '../../../lib/format/format';
import type { RevenueSplit } from '../../../api/types';
import { depositLines } from '../deposit-lines';

interface FigureProps {
  label: ReactNode;
  value: string | number;
  /** The two headline figures are bigger than the split below them. */
  headline?: boolean;
  color?: MantineColor;
  testId?: string;
}

function Figure({ label, value, headline = false, color, testId }: FigureProps) {
  return (
    <Paper withBorder p="md" bg="dark.6">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={headline ? 800 : 700} size={headline ? 'xl' : 'lg'} c={color} data-testid={testId}>
        {value}
      </Text>
    </Paper>
  );
}

/**
 * The year's total and its number of bookings, then what was realised, what is still booked and what no-shows cost; with
 * deposits, what was received, paid back and kept.
 */
export function RevenueSummary({ revenue, year }: { revenue: RevenueSplit; year: number }) {
  return (
    <SimpleGrid cols={2} spacing="sm">
      <Figure label={`Total de ${year}`} value={formatBRL(revenue.total)} headline color="brass.3" testId="year-total" />
      <Figure label="Agendamentos" value={revenue.appointments} headline />
      <Figure label="Realizado" value={formatBRL(revenue.realised.total)} />
      <Figure label="Ainda agendado" value={formatBRL(revenue.booked.total)} />
      <Figure label="Perdido com faltas" value={formatBRL(revenue.noShows.total)} color={revenue.noShows.total > 0 ? 'red.4' : undefined} />
      {depositLines(revenue.deposits).map((line) => (
        <Figure
          key={line.key}
          label={line.label}
          value={line.value}
          color={line.key === 'refundDue' ? 'orange.4' : undefined}
          testId={`deposits-${line.key}`}
        />
      ))}
    </SimpleGrid>
  );
}
