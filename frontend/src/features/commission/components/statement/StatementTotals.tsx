import { Paper, SimpleGrid, Text } from '@mantine/core';
import { formatBRL } from '../../../../lib/format/format';
import type { StatementSums } from '../../statement-sums';

/** Bruto, the shop's cota-parte, the barber's part, the advances and what is left to pay; the parts say *sem taxa definida* when a rate is missing. */
export function StatementTotals({ sums }: { sums: StatementSums }) {
  const money = (value: number | null) => (value == null ? 'sem taxa definida' : formatBRL(value));
  return (
    <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs" verticalSpacing="xs" aria-label="Totais" component="section">
      <Total label="Bruto" value={formatBRL(sums.gross)} />
      <Total label="Cota-parte da barbearia" value={money(sums.shopPart)} warn={sums.shopPart == null} />
      <Total label="Parte do barbeiro" value={money(sums.barberPart)} warn={sums.barberPart == null} />
      {sums.keptDeposits != null && <Total label="Sinais retidos (parte do barbeiro)" value={formatBRL(sums.keptDeposits)} />}
      <Total label="Vales" value={sums.advances > 0 ? `− ${formatBRL(sums.advances)}` : formatBRL(0)} />
      {sums.adjustment !== 0 && <Total label="Ajuste de período pago" value={formatBRL(sums.adjustment)} warn />}
      <Total label="A pagar" value={money(sums.toPay)} strong warn={sums.toPay == null} testId="statement-to-pay" />
    </SimpleGrid>
  );
}

function Total({
  label,
  value,
  strong = false,
  warn = false,
  testId,
}: {
  label: string;
  value: string;
  strong?: boolean;
  warn?: boolean;
  testId?: string;
}) {
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
