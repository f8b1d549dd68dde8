import { Button } from '@mantine/core';
import { IconCashBanknote } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { pendingDepositsLabel } from '../../../components/booking/deposit/deposit-state';
import { usePendingDeposits } from '../../../api/deposits/get-pending-deposits';

/** '2 sinais a confirmar' over the day, leading to the list of deposits waiting for their Pix; nothing while none waits. */
export function PendingDepositsLink() {
  const count = usePendingDeposits().data?.length ?? 0;
  if (count === 0) return null;
  return (
    <Button
      component={Link}
      to="/administrador/sinais"
      variant="light"
      color="yellow"
      h={44}
      px={10}
      fz="sm"
      leftSection={<IconCashBanknote size={18} aria-hidden />}
    >
      {pendingDepositsLabel(count)}
    </Button>
  );
}
