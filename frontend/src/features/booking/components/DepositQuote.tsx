import { Paper, Text } from '@mantine/core';
import type { BookingRequest } from '../../../api/types';
import { DEPOSIT_WHO_PAYS } from '../../../components/booking/deposit-words';
import { formatBRL } from '../../../lib/format/format';
import { useDepositQuote } from '../api/get-deposit-quote';

/**
 * Before Confirmar: the Pix deposit this booking will ask, how long the time waits for it and the shop's rules. Only
 * components the step already has: this is on every booking's way.
 */
export function DepositQuote({ request }: { request: BookingRequest }) {
  const { data: quote } = useDepositQuote(request);
  if (quote?.amount == null || !quote.terms) return null;
  return (
    <Paper withBorder p="md" role="note" aria-label="Sinal">
      <Text fw={700}>
        Sinal de {formatBRL(quote.amount)} por Pix{DEPOSIT_WHO_PAYS[quote.appliesTo ?? 'always']}
      </Text>
      <Text component="ul" size="sm" c="dimmed" mt="xs" pl="md">
        {quote.terms.rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </Text>
    </Paper>
  );
}
