import { Button, Group } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';

/** 'Novo' appointment and the trash, above the agenda pages. */
export function AgendaActions() {
  return (
    <Group gap="xs">
      <Button component={Link} to="/administrador/minha-agenda/formulario" size="md" leftSection={<IconPlus size={18} aria-hidden />}>
        Novo
      </Button>
      <Button component={Link} to="/administrador/minha-agenda/lixeira" size="md" variant="default" leftSection={<IconTrash size={18} aria-hidden />}>
        Lixeira
      </Button>
    </Group>
  );
}
