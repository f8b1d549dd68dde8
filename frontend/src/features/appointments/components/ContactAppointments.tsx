import { useEffect } from 'react';
import { Skeleton, Stack, Text } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import { useHydrated } from '@tanstack/react-router';
import { ConnectionProblem } from '../../../components/ConnectionProblem';
import { isConnectionProblem } from '../../../lib/api-client';
import { myBookingToken } from '../../../lib/my-bookings';
import { useConsultAppointments } from '../api/consult-appointments';
import { showToast } from '../../../lib/toast';
import { consultedBookingCard } from '../booking-card-fields';
import { AppointmentCard } from './AppointmentCard';
import { ManageLink } from './ManageLink';

/** The future bookings found for a contact, with loading, failure and empty states; "Gerenciar" only for those booked on this device. */
export function ContactAppointments({ contact }: { contact: string }) {
  const appointments = useConsultAppointments(contact);
  // This device's manage links are in its storage: the server's page (and the app's takeover of it) shows none.
  const hydrated = useHydrated();
  // No answer at all is said on the page with Tentar novamente; the server's refusal (a 429) in a toast.
  const offline = isConnectionProblem(appointments.error);
  const failure = offline ? undefined : appointments.error?.message;

  useEffect(() => {
    if (failure) showToast({ title: 'Erro!', message: failure });
  }, [failure]);

  if (appointments.isPending) {
    return (
      <Stack gap="sm" aria-busy="true">
        <Skeleton height={140} />
        <Skeleton height={140} />
      </Stack>
    );
  }
  if (appointments.isError) {
    return offline ? (
      <ConnectionProblem message={appointments.error.message} onRetry={() => void appointments.refetch()} retrying={appointments.isFetching} />
    ) : null;
  }
  if (appointments.data.length === 0) {
    return (
      <Stack align="center" gap={4} py="lg" ta="center">
        <IconCalendarOff size={36} aria-hidden />
        <Text fw={700}>Nenhuma agenda foi encontrada.</Text>
      </Stack>
    );
  }
  return (
    <Stack gap="sm" aria-live="polite">
      {appointments.data.map((appointment) => {
        const token = hydrated ? myBookingToken(appointment.id) : undefined;
        return <AppointmentCard key={appointment.id} booking={consultedBookingCard(appointment)} action={token && <ManageLink token={token} />} />;
      })}
    </Stack>
  );
}
