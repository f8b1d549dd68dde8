import { createFileRoute, useNavigate, useRouter } from '@tanstack/react-router';
import { shopQueryOptions } from '../api/shop/get-shop';
import { PageShell } from '../components/layout/PageShell';
import { PrivacyNotice } from '../features/shop/components/PrivacyNotice';

export const Route = createFileRoute('/privacidade')({
  loader: async ({ context: { queryClient } }) => {
    await queryClient.ensureQueryData(shopQueryOptions());
  },
  component: PrivacyPage,
});

function PrivacyPage() {
  const router = useRouter();
  const navigate = useNavigate();
  // Opened from the booking step: back to it; opened from a shared link: the landing page.
  const back = () => (router.history.canGoBack() ? router.history.back() : void navigate({ to: '/' }));
  return (
    <PageShell title="Privacidade" onBack={back}>
      <PrivacyNotice />
    </PageShell>
  );
}
