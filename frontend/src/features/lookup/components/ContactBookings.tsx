import { useEffect } from 'react';
import { Skeleton, Stack, Text } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import { useHydrated } from '@tanstack/react-router';
import { ConnectionProblem } from '../../../components/page-states/ConnectionProblem';
import { isConnectionProblem } from '../../../lib/http/api-client';
import { myBookingToken } from '../../../lib/session/my-bookings';
import { useContactBookings } from '../api/get-contact-bookings';
import { showToast } from '../../../lib/page/toast';
import { consultedBookingCard } from '../booking-card-fields';
import { BookingCard } from './BookingCard';
import { ManageLink } from './ManageLink';

/** The future bookings found for a contact, with loading, failure and empty states; "Gerenciar" only for those booked on this device. */
export function ContactBookings({ contact }: { contact: string }) {
  const bookings = useContactBookings(contact);
  // This device's manage links are in its storage: the server's page (and the app's takeover of it) shows none.
  const hydrated = useHydrated();
  // No answer at all is said on the page with Tentar novamente; the server's refusal (a 429) in a toast.
  const offline = isConnectionProblem(bookings.error);
  const failure = offline ? undefined : bookings.error?.message;

  useEffect(() => {
    if (failure) showToast({ title: 'Erro!', message: failure });
  }, [failure]);

  if (bookings.isPending) {
    return (
      <Stack gap="sm" aria-busy="true">
        <Skeleton height={140} />
        <Skeleton height={140} />
      </Stack>
    );
  }
  if (bookings.isError) {
    return offline ? (
      <ConnectionProblem message={bookings.error.message} onRetry={() => void bookings.refetch()} retrying={bookings.isFetching} />
    ) : null;
  }
  if (bookings.data.length === 0) {
    return (
      <Stack align="center" gap={4} py="lg" ta="center">
        <IconCalendarOff size={36} aria-hidden />
        <Text fw={700}>Nenhuma agenda foi encontrada.</Text>
      </Stack>
    );
  }
  return (
    <Stack gap="sm" aria-live="polite">
      {bookings.data.map((booking) => {
        const token = hydrated ? myBookingToken(booking.id) : undefined;
        return <BookingCard key={booking.id} booking={consultedBookingCard(booking)} action={token && <ManageLink token={token} />} />;
      })}
    </Stack>
  );
}
