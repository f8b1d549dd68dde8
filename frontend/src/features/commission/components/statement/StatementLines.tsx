import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { StatementLine } from '../../../../api/types';
import { formatBRL } from '../../../../lib/format/format';
import { formatShortIsoDate } from '../../period';
import { formatRateShort } from '../../rate-terms';
import classes from './Statement.module.css';

/** The attended bookings: day and time, the client's first name, the service, the price, the rate and the commission. */
export function StatementLines({ lines }: { lines: readonly StatementLine[] }) {
  return (
    <Stack gap="xs" component="section" aria-labelledby="statement-lines">
      <Title order={2} size="h4" id="statement-lines">
        Atendimentos ({lines.length})
      </Title>
      {lines.length === 0 ? (
        <Text c="dimmed">Nenhum atendimento marcado como Compareceu neste período.</Text>
      ) : (
        <ul className={classes.lines}>
          {lines.map((line) => (
            <li key={line.id}>
              <Paper withBorder p="sm" bg="dark.6">
                <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                  <div style={{ minWidth: 0 }}>
                    <Text fw={700} size="sm">
                      {formatShortIsoDate(line.date)} {line.label} · {line.clientFirstName || 'Cliente'}
                    </Text>
                    <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {line.service} · {formatBRL(line.price)} × {formatRateShort(line.rate)}
                    </Text>
                  </div>
                  <Text fw={700} c={line.commission == null ? 'orange.4' : undefined} size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {line.commission == null ? 'sem taxa' : formatBRL(line.commission)}
                  </Text>
                </Group>
              </Paper>
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}
