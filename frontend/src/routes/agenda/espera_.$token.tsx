import type { ReactNode } from 'react';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PageShell } from '../../components/layout/PageShell';
import { shopQueryOptions } from '../../api/shop/get-shop';
import { PAGE_NOTICE_KEY, useShownPageNotice, type PageNotice } from '../../features/booking/components/page-notice';
import { waitlistEntryQueryOptions } from '../../features/waitlist/api/get-waitlist-entry';
import { LeftWaitlist, WaitlistEntryGone, WaitlistEntryPage } from '../../features/waitlist/components/WaitlistEntryPage';
import { parseTokenParam } from '../../lib/params/manage-token';
import { notFoundOn404 } from '../../lib/http/not-found-on-404';

export const Route = createFileRoute('/agenda/espera_/$token')({
  // A waitlist entry's token has the shape of a booking's manage token; anything else is not asked about.
  params: { parse: parseTokenParam },
  loader: async ({ context: { queryClient }, params: { token } }) => {
    await Promise.all([
      // Just left through the server's form (its notice says so): the entry is gone, nothing to ask.
      !leftJustNow(queryClient.getQueryData<PageNotice>(PAGE_NOTICE_KEY)) &&
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

/** Sair da lista's is the one notice of success an entry's page is rendered with. */
const leftJustNow = (notice: PageNotice | undefined) => Boolean(notice?.success);

/** The private page of one waitlist entry, reached by its manage link. */
function EntryPage() {
  const { token } = Route.useParams();
  // `?sair`: Sair da lista de espera sent before the app had arrived, its question open (read here, not by the route
  // table, which every page loads).
  const asking = 'sair' in Route.useSearch();
  const left = leftJustNow(useShownPageNotice());
  return <EntryFrame>{left ? <LeftWaitlist /> : <WaitlistEntryPage token={token} asking={asking} />}</EntryFrame>;
}

function EntryFrame({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <PageShell title="Lista de espera" onBack={() => void navigate({ to: '/' })}>
      {children}
    </PageShell>
  );
}
