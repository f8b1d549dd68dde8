import type { ReactNode } from 'react';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PageShell } from '../../components/layout/PageShell';
import { shopQueryOptions } from '../../api/shop/get-shop';
import { waitlistEntryQueryOptions } from '../../features/waitlist/api/get-waitlist-entry';
import { WaitlistEntryGone, WaitlistEntryPage } from '../../features/waitlist/components/WaitlistEntryPage';
import { parseTokenParam } from '../../lib/params/manage-token';
import { notFoundOn404 } from '../../lib/http/not-found-on-404';

export const Route = createFileRoute('/agenda/espera_/$token')({
  // A waitlist entry's token has the shape of a booking's manage token; anything else is not asked about.
  params: { parse: parseTokenParam },
  loader: async ({ context: { queryClient }, params: { token } }) => {
    await Promise.all([
      queryClient.ensureQueryData(waitlistEntryQueryOptions(token)).catch(notFoundOn404),
      queryClient.ensureQueryData(shopQueryOptions()),
    ]);
  },
  component: EntryPage,
  notFoundComponent: () => (
    <EntryFrame>
      <WaitlistEntryGone />
    </EntryFrame>
  ),
});

/** The private page of one waitlist entry, reached by its manage link. */
function EntryPage() {
  const { token } = Route.useParams();
  return (
    <EntryFrame>
      <WaitlistEntryPage token={token} />
    </EntryFrame>
  );
}

function EntryFrame({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <PageShell title="Lista de espera" onBack={() => void navigate({ to: '/' })}>
      {children}
    </PageShell>
  );
}
