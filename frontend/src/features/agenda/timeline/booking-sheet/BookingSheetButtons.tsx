import { Button, SimpleGrid } from '@mantine/core';
import { IconArrowsMove, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';

interface BookingSheetButtonsProps {
  id: string;
  /** The booking's day ('YYYY-MM-DD'): the form comes back to it. */
  date: string;
  barbeiro?: string;
  onDelete: () => void;
  deleting: boolean;
}

/** Editar and Mover (the form, Mover with the date's select focused) and Excluir. */
export function BookingSheetButtons({ id, date, barbeiro, onDelete, deleting }: BookingSheetButtonsProps) {
  const edit = (mover: boolean) => (props: Record<string, unknown>) => (
    <Link to="/administrador/minha-agenda/formulario/$id" params={{ id }} search={{ voltar: date, mover: mover || undefined, barbeiro }} {...props} />
  );
  return (
    <SimpleGrid cols={3} spacing="xs">
      <Button size="lg" px="xs" variant="default" renderRoot={edit(false)} leftSection={<IconPencil size={18} aria-hidden />}>
        Editar
      </Button>
      <Button size="lg" px="xs" variant="default" renderRoot={edit(true)} leftSection={<IconArrowsMove size={18} aria-hidden />}>
        Mover
      </Button>
      <Button size="lg" px="xs" variant="light" color="red" loading={deleting} onClick={onDelete} leftSection={<IconTrash size={18} aria-hidden />}>
        Excluir
      </Button>
    </SimpleGrid>
  );
}
