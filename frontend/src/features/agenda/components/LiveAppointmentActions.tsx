import { Button } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';

/** Edit and delete, the actions of a live appointment. */
export function LiveAppointmentActions({ id, onDelete, deleting }: { id: string; onDelete: () => void; deleting: boolean }) {
  return (
    <>
      <Button
        renderRoot={(props) => <Link to="/administrador/minha-agenda/formulario/$id" params={{ id }} {...props} />}
        variant="default"
        size="sm"
        leftSection={<IconPencil size={16} aria-hidden />}
      >
        Editar
      </Button>
      <Button variant="light" color="red" size="sm" leftSection={<IconTrash size={16} aria-hidden />} loading={deleting} onClick={onDelete}>
        Excluir
      </Button>
    </>
  );
}
