import { Button, type MantineSize } from '@mantine/core';
import { IconCashBanknote, IconReceiptRefund } from '@tabler/icons-react';
import { formatBRL } from '../../../lib/format/format';
import { showToast } from '../../../lib/page/toast';
import { useConfirmDeposit } from './confirm-deposit';
import { useMarkDepositRefunded } from './mark-deposit-refunded';
import type { BookingDeposit } from '../../../components/booking/deposit/deposit-state';

interface DepositButtonProps {
  bookingId: string;
  deposit?: BookingDeposit;
  size?: MantineSize;
  fullWidth?: boolean;
  /** Focused as it shows: the push's Confirmar opened the sheet for it. */
  autoFocus?: boolean;
}

/** One tap on what the deposit waits for: 'Sinal recebido' while it is pending, 'Já devolvi' when part or all of it is to be paid back. */
export function DepositButton({ bookingId, deposit, size = 'md', fullWidth, autoFocus }: DepositButtonProps) {
  const confirm = useConfirmDeposit();
  const refunded = useMarkDepositRefunded();
  if (!deposit || (deposit.status !== 'pending' && !(deposit.refundDue > 0))) return null;
  const pending = deposit.status === 'pending';
  const mutation = pending ? confirm : refunded;
  const done = pending ? `Sinal de ${formatBRL(deposit.toPay)} recebido.` : `Sinal de ${formatBRL(deposit.refundDue)} devolvido.`;
  const tap = () =>
    mutation.mutate(bookingId, {
      onSuccess: () => showToast({ message: done, tone: 'success' }),
      onError: (error) => showToast({ title: 'Erro!', message: error.message }),
    });
  const Icon = pending ? IconCashBanknote : IconReceiptRefund;
  return (
    <Button
      size={size}
      mih={44}
      fullWidth={fullWidth}
      color={pending ? 'teal' : 'orange'}
      variant={pending ? 'filled' : 'light'}
      leftSection={<Icon size={18} aria-hidden />}
      loading={mutation.isPending}
      onClick={tap}
      data-autofocus={autoFocus || undefined}
      autoFocus={autoFocus}
    >
      {pending ? 'Sinal recebido' : 'Já devolvi'}
    </Button>
  );
}
