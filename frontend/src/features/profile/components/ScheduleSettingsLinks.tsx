import { Stack } from '@mantine/core';
import { IconCalendarOff, IconChevronRight, IconClockCog, IconClockPause } from '@tabler/icons-react';
import { LinkButtons } from '../../../components/LinkButtons';

const LINKS = [
  { to: '/administrador/dados/atendimento', label: 'Horários de atendimento', icon: IconClockCog },
  { to: '/administrador/dados/agenda', label: 'Dias sem agenda', icon: IconCalendarOff },
  { to: '/administrador/dados/horario', label: 'Horários sem agenda', icon: IconClockPause },
] as const;

const LINK_STYLES = {
  inner: { justifyContent: 'space-between' },
  label: { flex: 1, whiteSpace: 'normal', textAlign: 'left', lineHeight: 1.25 },
} as const;

/** The three big buttons to the barber's schedule settings. */
export function ScheduleSettingsLinks() {
  return (
    <Stack gap="sm" component="nav" aria-label="Configurar agenda">
      <LinkButtons
        links={LINKS}
        iconSize={24}
        h={60}
        px="md"
        fullWidth
        styles={LINK_STYLES}
        rightSection={<IconChevronRight size={20} aria-hidden />}
      />
    </Stack>
  );
}
