import { Button, Group } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { toIsoDate } from '../../../lib/iso-date';
import type { ShopDate } from '../../../lib/shop-types';
import classes from './AgendaTimeline.module.css';

/** Lixeira under the day, and Novo agendamento floating at the thumb (for the day shown and the barber chosen). */
export function AgendaBottomButtons({ date, barbeiro }: { date: ShopDate; barbeiro?: string }) {
  return (
    <>
      {/* At the start of the row: Novo floats over its end. */}
      <Group justify="flex-start">
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
