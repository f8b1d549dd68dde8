import { useEffect } from 'react';
import { Skeleton, Stack, Text } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import { useConsultAppointments } from '../api/consult-appointments';
import { showToast } from '../../../lib/toast';
import { AppointmentCard } from './AppointmentCard';

/** The bookings found for a contact, with loading, failure and empty states. */
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
      {appointments.data.map((appointment) => (
        <AppointmentCard key={appointment.id} appointment={appointment} />
      ))}
    </Stack>
  );
}
