import { Stack } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { meQueryOptions } from '../../../api/account/get-me';
import { PageShell } from '../../../components/layout/PageShell';
import { commissionSettingsQueryOptions } from '../../../features/commission/api/commission-settings';
import { KeptDepositsSetting } from '../../../features/commission/components/KeptDepositsSetting';
import { paymentSettingsQueryOptions } from '../../../features/payments/api/get-payment-settings';
import { Payments } from '../../../features/payments/components/Payments';

export const Route = createFileRoute('/administrador/_admin/pagamentos')({
  // The settings, for the owner only (anyone else is told why there are none to see); the commission's setting loads on the page.
  loader: async ({ context: { queryClient } }) => {
    const me = await queryClient.ensureQueryData(meQueryOptions());
    if (me.role === 'owner')
      await Promise.all([queryClient.ensureQueryData(paymentSettingsQueryOptions()), queryClient.prefetchQuery(commissionSettingsQueryOptions())]);
  },
  component: PaymentsPage,
});

function PaymentsPage() {
  const navigate = useNavigate();
  const { data: me } = useSuspenseQuery(meQueryOptions());
  return (
    <PageShell title="Pagamentos" onBack={() => void navigate({ to: '/administrador/dados' })}>
      <Stack gap="lg">
        <Payments />
        {me.role === 'owner' && <KeptDepositsSetting />}
      </Stack>
    </PageShell>
  );
}
