import { Stack } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PageShell } from '../../components/layout/PageShell';
import type { ClientData } from '../../components/forms/ClientDataForm';
import { useDraft } from '../../features/booking/draft/use-draft';
import { useDraftGuard } from '../../features/booking/draft/use-draft-guard';
import { PageNoticeAlert, usePageNotice } from '../../features/booking/components/page-notice';
import { JoinWaitlist } from '../../features/waitlist/components/JoinWaitlist';
import { validateJoinSearch } from '../../features/waitlist/join-search';
import { barberQueryOptions } from '../../api/barbers/get-barber';
import { serviceQueryOptions } from '../../api/services/get-service';
import { shopQueryOptions } from '../../api/shop/get-shop';
import { readDraft } from '../../lib/draft/draft-storage';

export const Route = createFileRoute('/agenda/espera')({
  // The days and part of the day asked for: a full day tapped in the time step's calendar, or a form the server refused
  // (sent before the app had arrived), chosen again.
  validateSearch: validateJoinSearch,
  loaderDeps: ({ search }) => ({ search }),
  // The barber and service of the booking under way (the draft), which of the days offered the barber works, and what the
  // client typed at its steps.
  loader: async ({ context: { queryClient }, deps: { search } }): Promise<ClientData> => {
    const draft = readDraft();
    const [shop] = await Promise.all([
      queryClient.ensureQueryData(shopQueryOptions()),
      draft?.barberId && queryClient.ensureQueryData(barberQueryOptions(draft.barberId)),
      draft?.serviceId && queryClient.ensureQueryData(serviceQueryOptions(draft.serviceId)),
    ]);
    if (draft?.barberId && draft.serviceId) {
      // Imported here: the route table, which every page loads, stays without the waitlist's days.
      const [{ waitlistCalendarsQueryOptions }, { wantedDays }] = await Promise.all([
        import('../../features/waitlist/api/get-waitlist-calendars'),
        import('../../features/waitlist/join-form'),
      ]);
      const calendars = waitlistCalendarsQueryOptions(shop, draft.barberId, draft.serviceId, wantedDays(search, draft));
      await Promise.all(calendars.map((options) => queryClient.ensureQueryData(options)));
    }
    return { clientName: draft?.clientName ?? '', clientContact: draft?.clientContact ?? '' };
  },
  component: JoinPage,
});

/** The waitlist's join page, reached from the time step ("Avise-me se abrir um horário"). */
function JoinPage() {
  const navigate = useNavigate();
  const allowed = useDraftGuard(['barberId', 'serviceId']);
  const draft = useDraft();
  const typed = Route.useLoaderData();
  const search = Route.useSearch();
  const notice = usePageNotice();
  const { data: shop } = useSuspenseQuery(shopQueryOptions());
  return (
    <PageShell title="Lista de espera" onBack={() => void navigate({ to: '/agenda/horario' })} backTo="/agenda/horario">
      <PageNoticeAlert />
      <Stack gap="lg">
        {allowed && draft?.barberId && draft.serviceId && (
          <JoinWaitlist
            shop={shop}
            barberId={draft.barberId}
            serviceId={draft.serviceId}
            draft={draft}
            initial={typed}
            search={search}
            initialErrors={notice?.fields}
          />
        )}
      </Stack>
    </PageShell>
  );
}
