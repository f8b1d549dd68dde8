import { Group } from '@mantine/core';
import type { TimelineDay } from '../../../api/types';
import { PendingDepositsLink } from '../deposit/PendingDepositsLink';
import { DayWaitlist } from '../waitlist/DayWaitlist';
import classes from './AgendaTimeline.module.css';
import { BlockPeriodButton } from './block-period/BlockPeriodButton';

/**
 * Over the day's times, each only when it has something to do: the deposits waiting for their Pix, who waits for the
 * day, and Bloquear while the day has free times (at the top, where the barber looks, not under a long day).
 */
export function DayActions({ barberId, day }: { barberId: string; day: TimelineDay }) {
  return (
    <Group gap={8} className={classes.dayActions}>
      <PendingDepositsLink />
      <DayWaitlist barberId={barberId} day={day} />
      {day.slots.some((slot) => slot.state === 'free') && <BlockPeriodButton day={day} barberId={barberId} />}
    </Group>
  );
}
