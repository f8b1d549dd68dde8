import { Group, Paper, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconCashBanknote, IconChevronRight } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { holdLeftLabel, pendingDepositsLabel } from '../../../components/booking/deposit/deposit-state';
import { useNow } from '../../../components/booking/deposit/use-now';
import { pendingDepositsQueryOptions } from '../../../api/deposits/get-pending-deposits';

/**
 * '2 sinais a confirmar', with the first hold's minutes left and its client ('Faltam 12 min · Paula'), leading to the list;
 * nothing while no deposit waits. The barber has minutes to check the Pix before the hold frees the time.
 */
export function PendingDepositsCard() {
  const { data: bookings } = useQuery(pendingDepositsQueryOptions());
  const first = bookings?.[0];
  const now = useNow(Boolean(first));
  if (!bookings?.length || !first?.deposit) return null;
  return (
    <UnstyledButton renderRoot={(props) => <Link to="/administrador/sinais" {...props} />} display="block">
      <Paper withBorder radius="lg" p="md" bg="dark.6" style={{ borderColor: 'var(--mantine-color-yellow-8)' }}>
        <Group wrap="nowrap" gap="sm">
          <ThemeIcon variant="light" color="yellow" size={40} radius="md" aria-hidden>
            <IconCashBanknote size={22} />
          </ThemeIcon>
          <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
            <Text fw={700} size="lg" lh={1.3}>
              {pendingDepositsLabel(bookings.length)}
            </Text>
            <Text size="sm" c="dimmed">
              {holdLeftLabel(first.deposit.holdUntil, now)} · {first.clientName}
            </Text>
          </Stack>
          <IconChevronRight size={20} aria-hidden />
        </Group>
      </Paper>
    </UnstyledButton>
  );
}
