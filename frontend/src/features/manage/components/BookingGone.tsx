import { Alert } from '@mantine/core';

/** The result page of a booking the server no longer knows (cancelled since). */
export function BookingGone() {
  return (
    <Alert color="yellow" title="Agendamento não encontrado" w="100%" ta="left">
      Este agendamento foi cancelado ou não existe mais.
    </Alert>
  );
}
