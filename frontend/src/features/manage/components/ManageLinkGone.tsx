import { Alert, Button, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/** A manage link whose booking the server doesn't know (cancelled, or never existed). */
export function ManageLinkGone() {
  return (
    <Stack gap="lg">
      <Alert color="yellow" title="Agendamento não encontrado">
        Este link não vale mais: o agendamento foi cancelado ou não existe.
      </Alert>
      <Button component={Link} to="/agenda/consultar" variant="default">
        Consultar meus agendamentos
      </Button>
      <Button component={Link} to="/">
        Voltar ao início
      </Button>
    </Stack>
  );
}
