import { useState } from 'react';
import { Button, Modal, Stack, Text } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import type { TimelineDay } from '../../../api/types';
import { useDayWaitlist } from './get-day-waitlist';
import { WaitlistEntryCard } from './WaitlistEntryCard';
import { waitingLabel } from './waiting-count';

/**
 * Under the day's title: how many wait for this day ("3 na lista de espera"), opening the list in order of arrival, each
 * with their phone and "Oferecer horário" for one of the day's free times. Nothing shows while nobody waits.
 */
export function DayWaitlist({ barberId, day }: { barberId: string; day: TimelineDay }) {
  const [opened, setOpened] = useState(false);
  const waitlist = useDayWaitlist(barberId, day.date, !day.closure);
  const entries = waitlist.data ?? [];
  if (entries.length === 0) return null;
  const freeHours = day.slots.filter((slot) => slot.state === 'free').map((slot) => ({ hour: slot.hour, label: slot.label }));

  return (
    <>
      <Button
        variant="light"
        color="brass"
        h={44}
        px={10}
        fz="sm"
        leftSection={<IconHourglass size={18} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        {waitingLabel(entries.length)}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Lista de espera do dia" centered styles={{ title: { fontWeight: 700 } }}>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Em ordem de chegada. Quem tem notificações recebe sozinho a oferta de um horário que abrir; os outros, ligue ou ofereça à mão.
          </Text>
          <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
            {entries.map((entry) => (
              <li key={entry.id}>
                <WaitlistEntryCard entry={entry} date={day.date} freeHours={freeHours} />
              </li>
            ))}
          </Stack>
        </Stack>
      </Modal>
    </>
  );
}
