import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { meQueryOptions } from '../../../api/account/get-me';
import { PageShell } from '../../../components/layout/PageShell';
import { paymentSettingsQueryOptions } from '../../../features/payments/api/get-payment-settings';
import { Payments } from '../../../features/payments/components/Payments';

export const Route = createFileRoute('/administrador/_admin/pagamentos')({
  // The settings, for the owner only (anyone else is told why there are none to see).
  loader: async ({ context: { queryClient } }) => {
    const me = await queryClient.ensureQueryData(meQueryOptions());
    if (me.role === 'owner') await queryClient.ensureQueryData(paymentSettingsQueryOptions());
  },
  component: PaymentsPage,
});

function PaymentsPage() {
  const navigate = useNavigate();
  return (
    <PageShell title="Pagamentos" onBack={() => void navigate({ to: '/administrador/dados' })}>
      <Payments />
    </PageShell>
  );
}
