import type { ReactNode } from 'react';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PageShell } from '../../components/layout/PageShell';
import { PageNoticeAlert } from '../../features/booking/components/page-notice';
import { managedBookingQueryOptions } from '../../api/bookings/get-managed-booking';
import { ManageBooking } from '../../features/manage/components/ManageBooking';
import { ManageLinkGone } from '../../features/manage/components/ManageLinkGone';
import { parseTokenParam } from '../../lib/params/manage-token';
import { notFoundOn404 } from '../../lib/http/not-found-on-404';
import { shopQueryOptions } from '../../api/shop/get-shop';

export const Route = createFileRoute('/agenda/gerenciar/$token')({
  // A link that can't be a manage token is not asked about.
  params: { parse: parseTokenParam },
  loader: async ({ context: { queryClient }, params: { token } }) => {
    await Promise.all([
      queryClient.ensureQueryData(managedBookingQueryOptions(token)).catch(notFoundOn404),
      queryClient.ensureQueryData(shopQueryOptions()),
    ]);
  },
  component: ManagePage,
  notFoundComponent: GoneLinkPage,
});

/** The private page of one booking, reached by its manage link. */
function ManagePage() {
  const { token } = Route.useParams();
  return (
    <ManageFrame>
      <ManageBooking token={token} />
    </ManageFrame>
  );
}

function GoneLinkPage() {
  return (
    <ManageFrame>
      <ManageLinkGone />
    </ManageFrame>
  );
}

function ManageFrame({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <PageShell title="Meu agendamento" onBack={() => void navigate({ to: '/' })}>
      {/* Why a form posted before the app had arrived was refused (server/token-page-forms.ts). */}
      <PageNoticeAlert />
      {children}
    </PageShell>
  );
}
