import { Badge, type BadgeProps } from '@mantine/core';
import { depositState, partRefundDue, type BookingDeposit } from './deposit-state';
import { useNow } from './use-now';

// Wraps rather than cut 'Aguardando sinal R$ 10,50 · 12 min' short on a narrow card (a badge's label is one line).
const WRAPPING = { root: { height: 'auto', maxWidth: '100%', textTransform: 'none' }, label: { whiteSpace: 'normal' } } as const;

/**
 * The booking's deposit: 'Aguardando sinal R$ 10,50 · 12 min' counting down (with 'cliente diz que já pagou' once the
 * client tapped Já paguei), 'Sinal recebido R$ 10,50' (with 'Devolver R$ 15,00' after a change to a cheaper service), 'Devolver sinal R$ 10,50'…
 * Nothing without a deposit.
 */
export function DepositBadges({ deposit, size }: { deposit?: BookingDeposit; size?: BadgeProps['size'] }) {
  const now = useNow(deposit?.status === 'pending');
  if (!deposit) return null;
  const { text, color } = depositState(deposit, now);
  const refund = partRefundDue(deposit);
  return (
    <>
      <Badge color={color} variant="light" size={size} styles={WRAPPING}>
        {text}
      </Badge>
      {refund && (
        <Badge color={refund.color} variant="light" size={size} styles={WRAPPING}>
          {refund.text}
        </Badge>
      )}
      {deposit.status === 'pending' && deposit.reportedPaidAt && (
        <Badge color="blue" variant="light" size={size} styles={WRAPPING}>
          cliente diz que já pagou
        </Badge>
      )}
    </>
  );
}
