import type { ReactNode } from 'react';
import { Alert, Button, Stack } from '@mantine/core';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { PageShell } from '../../components/layout/PageShell';
import { PageNoticeAlert } from '../../features/booking/components/page-notice';
import { waitlistOfferQueryOptions } from '../../features/waitlist/api/get-waitlist-offer';
import { WaitlistOfferPage } from '../../features/waitlist/components/WaitlistOfferPage';
import { parseTokenParam } from '../../lib/params/manage-token';
import { notFoundOn404 } from '../../lib/http/not-found-on-404';

export const Route = createFileRoute('/agenda/espera_/oferta/$token')({
  params: { parse: parseTokenParam },
  loader: async ({ context: { queryClient }, params: { token } }) => {
    await queryClient.ensureQueryData(waitlistOfferQueryOptions(token)).catch(notFoundOn404);
  },
  component: OfferPage,
  notFoundComponent: () => (
    <OfferFrame>
      <Stack gap="lg">
        <Alert color="yellow" title="Oferta não encontrada">
          Este link não vale mais: a oferta terminou ou não existe.
        </Alert>
        <Button component={Link} to="/agenda/barbeiro">
          Agendar um horário
        </Button>
      </Stack>
    </OfferFrame>
  ),
});

/** A freed time offered to someone on the waitlist, opened from its push. */
function OfferPage() {
  const { token } = Route.useParams();
  return (
    <OfferFrame>
      <WaitlistOfferPage token={token} />
    </OfferFrame>
  );
}

function OfferFrame({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <PageShell title="Lista de espera" onBack={() => void navigate({ to: '/' })}>
      {/* Why a form posted before the app had arrived was refused (server/token-page-forms.ts). */}
      <PageNoticeAlert />
      {children}
    </PageShell>
  );
}
