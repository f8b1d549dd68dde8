import { List, Stack, Title } from '@mantine/core';
import { SummaryList } from '../../../../components/booking/SummaryList';
import { formatBRL } from '../../../../lib/format/format';
import type { DepositPaymentOf } from '../../pending-deposit';

/**
 * The money of a deposit still to pay, in one block that fits a phone's screen: the deposit (and the part a credit
 * covers), what is left to pay at the shop, and the shop's rules for the deposit (the hold, a cancellation, a no-show).
 */
export function DepositTerms({ deposit }: { deposit: DepositPaymentOf }) {
  const { amount, toPay, dueAtShop, rules } = deposit;
  const covered = toPay < amount ? ` (${formatBRL(toPay)} por Pix, o resto com o seu crédito)` : ' por Pix';
  return (
    <Stack gap="xs" component="section" aria-labelledby="deposit-terms">
      <Title order={2} size="h4" id="deposit-terms">
        O sinal e as regras
      </Title>
      <SummaryList
        rows={[
          { term: 'Sinal', detail: `${formatBRL(amount)}${covered}` },
          { term: 'Pagar na barbearia', detail: formatBRL(dueAtShop) },
        ]}
      />
      <List size="sm" spacing={4}>
        {rules.map((rule) => (
          <List.Item key={rule}>{rule}</List.Item>
        ))}
      </List>
    </Stack>
  );
}
