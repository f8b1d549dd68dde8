import { Stack, Text, Title } from '@mantine/core';
import type { KeptDepositLine } from '../../../../api/types';
import { formatBRL } from '../../../../lib/format/format';
import { formatShortIsoDate } from '../../period';
import { formatRateShort } from '../../rate-terms';

/** Deposits kept on no-shows, split by the barber's rate (only when the shop's setting says so). */
export function KeptDepositsList({ lines, split }: { lines: readonly KeptDepositLine[]; split: boolean }) {
  return (
    <Stack gap="xs" component="section" aria-labelledby="statement-kept">
      <Title order={2} size="h4" id="statement-kept">
        Sinais retidos em faltas
      </Title>
      {!split ? (
        <Text c="dimmed" size="sm">
          A barbearia fica com o sinal retido quando o cliente falta (Pagamentos: Dividir o sinal retido em faltas).
        </Text>
      ) : lines.length === 0 ? (
        <Text c="dimmed" size="sm">
          Nenhum sinal retido neste período.
        </Text>
      ) : (
        <Stack gap={4} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {lines.map((line) => (
            <Text component="li" key={line.id} size="sm">
              {formatShortIsoDate(line.date)} {line.label} · {line.clientFirstName || 'Cliente'} · {line.service}: sinal {formatBRL(line.deposit)} ×{' '}
              {formatRateShort(line.rate)} = <strong>{line.commission == null ? 'sem taxa' : formatBRL(line.commission)}</strong>
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
