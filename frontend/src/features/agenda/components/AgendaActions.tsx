import { Button, Group } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';

/** Novo agendamento (in the agenda shown: the owner's choice of barber, `barbeiro`) and the trash, above the month list. */
export function AgendaActions({ barbeiro }: { barbeiro?: string }) {
  return (
    <Group gap="xs">
      <Button
        renderRoot={(props) => <Link to="/administrador/minha-agenda/formulario" search={{ barbeiro }} {...props} />}
        size="md"
        leftSection={<IconPlus size={18} aria-hidden />}
      >
        Novo agendamento
      </Button>
      <Button component={Link} to="/administrador/minha-agenda/lixeira" size="md" variant="default" leftSection={<IconTrash size={18} aria-hidden />}>
        Lixeira
      </Button>
    </Group>
  );
}
