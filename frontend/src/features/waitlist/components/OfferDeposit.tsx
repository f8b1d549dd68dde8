import { Paper, Text } from '@mantine/core';
import { cancelRulesLine, DEPOSIT_WHO_PAYS } from '../../../components/booking/deposit-words';
import { formatBRL } from '../../../lib/format/format';
import type { WaitlistOfferDeposit } from '../../../api/types';

/**
 * Before the tap, when the shop asks a Pix deposit for the service: how much, how long the client then has to pay it, and
 * the cancel rules in one line. The shop's quote as the API says it (nothing reckoned here).
 */
export function OfferDeposit({ deposit }: { deposit: WaitlistOfferDeposit }) {
  if (deposit?.amount == null || !deposit.terms) return null;
  return (
    <Paper withBorder p="md" role="note" aria-label="Sinal">
      <Text fw={700}>
        Sinal de {formatBRL(deposit.amount)} por Pix{DEPOSIT_WHO_PAYS[deposit.appliesTo ?? 'always']}
      </Text>
      <Text size="sm" mt={4}>
        Depois de agendar, você tem {deposit.terms.holdMinutes} minutos para pagar; sem o Pix, o horário é liberado.
      </Text>
      <Text size="sm" c="dimmed" mt={4}>
        {cancelRulesLine(deposit.terms)}
      </Text>
    </Paper>
  );
}
