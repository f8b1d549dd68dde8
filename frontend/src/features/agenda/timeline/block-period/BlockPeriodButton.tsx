import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { TimelineDay } from '../../../../api/types';
import { BlockPeriodDialog } from './BlockPeriodDialog';

/** Bloquear: a part of the day's free times, in a dialog (keyed by day: each opening starts afresh). */
export function BlockPeriodButton({ day, barberId }: { day: TimelineDay; barberId: string }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="default" h={44} px={10} fz="sm" leftSection={<IconLock size={18} aria-hidden />} onClick={() => setOpened(true)}>
        Bloquear
      </Button>
      {opened && <BlockPeriodDialog key={day.date} day={day} barberId={barberId} opened onClose={() => setOpened(false)} />}
    </>
  );
}
