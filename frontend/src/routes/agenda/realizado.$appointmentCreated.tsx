import type { ReactNode } from 'react';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PageShell } from '../../components/layout/PageShell';
import { BookingResult } from '../../features/booking/components/BookingResult';
import { PageNoticeAlert } from '../../features/booking/components/page-notice';
import { managedBookingQueryOptions } from '../../api/bookings/get-managed-booking';
import { BookingShown } from '../../features/booking/components/BookingShown';
import { BookingConfirmed } from '../../features/manage/components/BookingConfirmed';
import { keptBookingFor } from '../../features/booking/confirmation/kept-booking';
import { isConnectionProblem } from '../../lib/http/api-client';
import { BookingGone } from '../../features/manage/components/BookingGone';
import { isManageToken } from '../../lib/params/manage-token';
import { notFoundOn404 } from '../../lib/http/not-found-on-404';
import { shopQueryOptions } from '../../api/shop/get-shop';

/**
 * `appointmentCreated` is the new booking's manage token when it was booked; after a failure it
 * is the HTTP status of the attempt (0: no connection), which shows the failure.
 */
export const Route = createFileRoute('/agenda/realizado/$appointmentCreated')({
  beforeLoad: ({ params }) => ({ bookedToken: isManageToken(params.appointmentCreated) ? params.appointmentCreated : null }),
  loader: async ({ context: { queryClient, bookedToken } }) => {
    if (!bookedToken) return;
    const loading = Promise.all([
      queryClient.ensureQueryData(managedBookingQueryOptions(bookedToken)).catch(notFoundOn404),
      queryClient.ensureQueryData(shopQueryOptions()),
    ]);
    // The booking just made on this device shows from its confirmation's answer while the network is gone (BookingShown).
    if (!keptBookingFor(bookedToken)) await loading;
    else if (!navigator.onLine) void loading.catch(() => {});
    else await loading.catch(unlessConnectionProblem);
  },
  component: ResultPage,
  notFoundComponent: () => <ResultFrame booked={<BookingGone />} />,
});

function ResultPage() {
  const { bookedToken } = Route.useRouteContext();
  return <ResultFrame booked={bookedToken && <BookingShown token={bookedToken} confirmed={<BookingConfirmed token={bookedToken} />} />} />;
}

function unlessConnectionProblem(error: unknown): void {
  if (!isConnectionProblem(error)) throw error;
}

function ResultFrame({ booked }: { booked: ReactNode | null }) {
  const navigate = useNavigate();
  return (
    <PageShell>
      <PageNoticeAlert />
      <BookingResult booked={booked} onHome={() => void navigate({ to: '/' })} />
    </PageShell>
  );
}
