import { Button, Stack } from '@mantine/core';
import { IconCalendarOff, IconChevronRight, IconClockCog, IconClockPause } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';

const LINKS = [
  { to: '/administrador/dados/atendimento', label: 'Horários de atendimento', icon: IconClockCog },
  { to: '/administrador/dados/agenda', label: 'Dias sem agenda', icon: IconCalendarOff },
  { to: '/administrador/dados/horario', label: 'Horários bloqueados', icon: IconClockPause },
] as const;

const LINK_STYLES = {
  inner: { justifyContent: 'space-between' },
  label: { flex: 1, whiteSpace: 'normal', textAlign: 'left', lineHeight: 1.25 },
} as const;

/** The three big buttons to the barber's schedule settings. */
export function ScheduleSettingsLinks() {
  return (
    <Stack gap="sm" component="nav" aria-label="Configurar agenda">
      {LINKS.map(({ to, label, icon: Icon }) => (
        <Button
          key={to}
          component={Link}
          to={to}
          variant="light"
          size="md"
          h={60}
          px="md"
          fullWidth
          styles={LINK_STYLES}
          leftSection={<Icon size={24} aria-hidden />}
          rightSection={<IconChevronRight size={20} aria-hidden />}
        >
          {label}
        </Button>
      ))}
    </Stack>
  );
}
