import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { StatementTotals as Totals } from '../../../../api/types';
import { formatBRL } from '../../../../lib/format/format';

/**
 * Bruto, the shop's cota-parte, the barber's part, their share of kept deposits (when split), the vales, an adjustment of
 * an earlier paid period and what is left to pay; *sem taxa definida* where a rate is missing.
 */
export function StatementTotals({ totals, split }: { totals: Totals; split: boolean }) {
  const money = (value: number | null) => (value == null ? 'sem taxa definida' : formatBRL(value));
  return (
    <Stack gap={4}>
      <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs" verticalSpacing="xs" aria-label="Totais" component="section">
        <Total label="Bruto" value={formatBRL(totals.gross)} />
        <Total label="Cota-parte da barbearia" value={money(totals.shopPart)} warn={totals.shopPart == null} />
        <Total label="Parte do barbeiro" value={money(totals.barberPart)} warn={totals.barberPart == null} />
        {(split || totals.keptDeposits > 0) && (
          <Total
            label="Sinais retidos (parte do barbeiro)"
            value={money(totals.keptDepositsCommission)}
            warn={totals.keptDepositsCommission == null}
          />
        )}
        <Total label="Vales" value={totals.advances > 0 ? `− ${formatBRL(totals.advances)}` : formatBRL(0)} />
        {totals.adjustment !== 0 && <Total label="Ajuste de período pago" value={money(totals.adjustment)} warn />}
        <Total label="A pagar" value={money(totals.toPay)} strong warn={totals.toPay == null} testId="statement-to-pay" />
      </SimpleGrid>
      {totals.toPay != null && totals.toPay < 0 && (
        <Text size="sm" c="orange.4">
          A pagar negativo: o barbeiro deve esse valor à barbearia (um vale maior que a parte dele, ou um ajuste).
        </Text>
      )}
    </Stack>
  );
}

interface TotalProps {
  label: string;
  value: string;
  strong?: boolean;
  warn?: boolean;
  testId?: string;
}

function Total({ label, value, strong = false, warn = false, testId }: TotalProps) {
  return (
    <Paper withBorder p="sm" bg="dark.6">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={strong ? 800 : 700} size={strong ? 'lg' : 'md'} c={warn ? 'orange.4' : strong ? 'brass.3' : undefined} data-testid={testId}>
        {value}
      </Text>
    </Paper>
  );
}
