import { Button, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { bringIntoView } from '../steps/bring-into-view';
import type { SameDayBooking } from '../confirmation/same-day-booking';

/**
 * Asked before a second booking of the same phone with the same barber on the same day (this device made the first):
 * Marcar outro (the step's button) books it anyway, or the client opens the one they have.
 */
export function SameDayQuestion({ booking }: { booking: SameDayBooking }) {
  return (
    <Stack gap="xs">
      <Text role="alert" fw={700} ref={bringIntoView}>
        Você já tem um agendamento às {booking.label} — marcar outro?
      </Text>
      <Button variant="default" renderRoot={(props) => <Link to="/agenda/gerenciar/$token" params={{ token: booking.token }} {...props} />}>
        Ver meu agendamento
      </Button>
    </Stack>
  );
}
