import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { formatShortDate } from '../../../lib/format/format';
import { addDays } from '../../../lib/time/shop-date';
import type { ShopDate } from '../../../lib/time/shop-types';
import { dayTitle } from './day-title';

interface AgendaPeriodNavigationProps {
  week: boolean;
  /** The day shown. */
  date: ShopDate;
  /** The first day shown: the week's Monday, or the day. */
  from: ShopDate;
  /** Today, or this week, is the one shown: Hoje is a label, not a button. */
  showsToday: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onToday: () => void;
}

/** The day or week shown between its arrows, and Hoje to come back to today when elsewhere. */
export function AgendaPeriodNavigation({ week, date, from, showsToday, onPrevious, onNext, onToday }: AgendaPeriodNavigationProps) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs" mih={44} data-toast-clear>
      <ActionIcon variant="default" size={44} onClick={onPrevious} aria-label={week ? 'Semana anterior' : 'Dia anterior'}>
        <IconChevronLeft aria-hidden />
      </ActionIcon>
      <Stack gap={0} align="center" style={{ flex: 1, minWidth: 0 }}>
        <Text fw={800} ta="center" lh={1.25} aria-live="polite">
          {week ? weekTitle(from) : dayTitle(date.day, date.month, date.year)}
        </Text>
        {showsToday && (
          <Text size="xs" c="brass.3" lh={1.3}>
            {week ? 'Esta semana' : 'Hoje'}
          </Text>
        )}
      </Stack>
      <ActionIcon variant="default" size={44} onClick={onNext} aria-label={week ? 'Próxima semana' : 'Próximo dia'}>
        <IconChevronRight aria-hidden />
      </ActionIcon>
      {!showsToday && (
        <Button h={44} px="sm" variant="light" onClick={onToday} aria-label={week ? 'Voltar para a semana de hoje' : 'Voltar para hoje'}>
          Hoje
        </Button>
      )}
    </Group>
  );
}

function weekTitle(monday: ShopDate): string {
  const sunday = addDays(monday, 6);
  return `${formatShortDate(monday.day, monday.month, monday.year)} a ${formatShortDate(sunday.day, sunday.month, sunday.year)}`;
}
