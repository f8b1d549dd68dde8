import { Button } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';

interface LiveBookingActionsProps {
  id: string;
  /** False for a booking the client cancelled: it can only go to the trash. */
  editable: boolean;
  onDelete: () => void;
  deleting: boolean;
}

/** Edit and delete, the actions of a booking of the agenda. */
export function LiveBookingActions({ id, editable, onDelete, deleting }: LiveBookingActionsProps) {
  return (
    <>
      {editable && (
        <Button
          renderRoot={(props) => <Link to="/administrador/minha-agenda/formulario/$id" params={{ id }} {...props} />}
          variant="default"
          size="sm"
          leftSection={<IconPencil size={16} aria-hidden />}
        >
          Editar
        </Button>
      )}
      <Button variant="light" color="red" size="sm" leftSection={<IconTrash size={16} aria-hidden />} loading={deleting} onClick={onDelete}>
        Excluir
      </Button>
    </>
  );
}
