import { Alert, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatBRL } from '../../../../lib/format/format';
import { usePayouts } from '../../api/get-payouts';
import { formatIsoDate, periodLabel, shopDayOf } from '../../period';

/** The barber's paid periods, the latest first: when, which days and how much (Meus ganhos). */
export function PaidHistory({ barberId, timeZone }: { barberId: string; timeZone: string }) {
  const payouts = usePayouts(barberId);
  return (
    <Stack gap="xs" component="section" aria-labelledby="paid-history">
      <Title order={2} size="h4" id="paid-history">
        Pagamentos recebidos
      </Title>
      {payouts.isPending && <Skeleton height={60} aria-busy="true" />}
      {payouts.isError && (
        <Alert color="red" title="Erro!">
          Não foi possível carregar os pagamentos: {payouts.error.message}
        </Alert>
      )}
      {payouts.data?.length === 0 && <Text c="dimmed">Nenhum período pago ainda.</Text>}
      {payouts.data?.map((payout) => (
        <Paper key={payout.id} withBorder p="sm" bg="dark.6">
          <Text fw={700} size="sm">
            {periodLabel(payout)}: {formatBRL(payout.totals.paid)}
          </Text>
          <Text size="sm" c="dimmed">
            Pago em {formatIsoDate(shopDayOf(payout.paidAt, timeZone))} ·{' '}
            {payout.totals.appointments === 1 ? '1 atendimento' : `${payout.totals.appointments} atendimentos`}
            {payout.totals.advances > 0 ? ` · vales ${formatBRL(payout.totals.advances)}` : ''}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}
