import { Paper, Text } from '@mantine/core';
import type { BookingRequest, DepositAppliesTo } from '../../../api/types';
import { formatBRL } from '../../../lib/format/format';
import { useDepositQuote } from '../api/get-deposit-quote';

/** Whom the shop asks the deposit, after its amount: the quote is the same to anyone, so a rule of history is a condition. */
const WHO_PAYS: Record<DepositAppliesTo, string> = {
  always: '',
  marked_services: '',
  first_booking: ' no primeiro agendamento',
  past_no_show: ' para quem faltou a um agendamento',
};

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
        Sinal de {formatBRL(quote.amount)} por Pix{WHO_PAYS[quote.appliesTo ?? 'always']}
      </Text>
      <Text component="ul" size="sm" c="dimmed" mt="xs" pl="md">
        {quote.terms.rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </Text>
    </Paper>
  );
}
