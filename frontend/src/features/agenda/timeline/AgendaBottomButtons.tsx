import { Button, Group } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { toIsoDate } from '../../../lib/time/iso-date';
import type { ShopDate } from '../../../lib/time/shop-types';
import classes from './AgendaTimeline.module.css';

interface AgendaBottomButtonsProps {
  date: ShopDate;
  barbeiro?: string;
}

/** The Lixeira under the day, and Novo agendamento floating at the thumb (for the day shown and the barber chosen). */
export function AgendaBottomButtons({ date, barbeiro }: AgendaBottomButtonsProps) {
  return (
    <>
      {/* At the start of the row: Novo floats over its end. */}
      <Group justify="flex-start" gap="xs">
        <Button
          component={Link}
          to="/administrador/minha-agenda/lixeira"
          variant="subtle"
          color="gray"
          h={44}
          leftSection={<IconTrash size={18} aria-hidden />}
        >
          Lixeira
        </Button>
      </Group>
      <Button
        className={classes.fab}
        size="lg"
        radius="xl"
        renderRoot={(props) => <Link to="/administrador/minha-agenda/formulario" search={{ barbeiro, dia: toIsoDate(date) }} {...props} />}
        leftSection={<IconPlus size={20} aria-hidden />}
        aria-label="Novo agendamento"
      >
        Novo
      </Button>
    </>
  );
}
