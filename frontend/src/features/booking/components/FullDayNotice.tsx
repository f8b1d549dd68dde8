import { Button, Stack, Text } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { toIsoDate } from '../../../lib/time/iso-date';
import type { ShopDate } from '../../../lib/time/shop-types';

/**
 * In place of a full day's times: it says the day is full and leads to the waitlist's join page with that day chosen (a
 * plain link, so it works before the app has arrived too).
 */
export function FullDayNotice({ date }: { date: ShopDate }) {
  return (
    <Stack align="center" gap="xs" ta="center">
      <IconCalendarOff size={36} aria-hidden />
      <Text fw={700} size="lg">
        Dia lotado
      </Text>
      <Text c="dimmed">Todos os horários deste dia já foram agendados. Na lista de espera, você é avisado se um abrir.</Text>
      <Button size="lg" fullWidth mt="xs" renderRoot={(props) => <Link to="/agenda/espera" search={{ dias: toIsoDate(date) }} {...props} />}>
        Avise-me se abrir um horário
      </Button>
    </Stack>
  );
}
