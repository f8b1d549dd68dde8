import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { IconLock, IconPlus, IconTrash } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { toIsoDate } from '../../../lib/time/iso-date';
import type { ShopDate } from '../../../lib/time/shop-types';
import type { TimelineDay } from '../../../api/types';
import classes from './AgendaTimeline.module.css';
import { BlockPeriodDialog } from './block-period/BlockPeriodDialog';

interface AgendaBottomButtonsProps {
  date: ShopDate;
  barbeiro?: string;
  /** The day shown (not a week) and whose it is: Bloquear, while it has free times. */
  block?: { day: TimelineDay; barberId: string };
}

/** Lixeira and Bloquear under the day, and Novo agendamento floating at the thumb (for the day shown and the barber chosen). */
export function AgendaBottomButtons({ date, barbeiro, block }: AgendaBottomButtonsProps) {
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
        {block && block.day.slots.some((slot) => slot.state === 'free') && <BlockPeriodButton {...block} />}
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

/** Bloquear: a part of the day's free times, in a dialog (keyed by day: each opening starts afresh). */
function BlockPeriodButton({ day, barberId }: { day: TimelineDay; barberId: string }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="subtle" color="gray" h={44} leftSection={<IconLock size={18} aria-hidden />} onClick={() => setOpened(true)}>
        Bloquear
      </Button>
      {opened && <BlockPeriodDialog key={day.date} day={day} barberId={barberId} opened onClose={() => setOpened(false)} />}
    </>
  );
}
