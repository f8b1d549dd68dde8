import { useEffect } from 'react';
import { Button, Skeleton, Stack, Text } from '@mantine/core';
import { IconCalendarOff, IconSettings } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { myBookingToken } from '../../../lib/my-bookings';
import { useConsultAppointments } from '../api/consult-appointments';
import { showToast } from '../../../lib/toast';
import { AppointmentCard } from './AppointmentCard';

/** The future bookings found for a contact, with loading, failure and empty states; "Gerenciar" only for those booked on this device. */
export function ContactAppointments({ contact }: { contact: string }) {
  const appointments = useConsultAppointments(contact);
  const failure = appointments.error?.message;

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
  if (appointments.isError) return null;
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
        const token = myBookingToken(appointment.id);
        return <AppointmentCard key={appointment.id} appointment={appointment} action={token && <ManageLink token={token} />} />;
      })}
    </Stack>
  );
}

function ManageLink({ token }: { token: string }) {
  return (
    <Button
      renderRoot={(props) => <Link to="/agenda/gerenciar/$token" params={{ token }} {...props} />}
      variant="default"
      size="sm"
      leftSection={<IconSettings size={16} aria-hidden />}
    >
      Gerenciar
    </Button>
  );
}
