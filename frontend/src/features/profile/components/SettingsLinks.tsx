import { Stack } from '@mantine/core';
import { IconCalendarOff, IconChevronRight, IconClockCog, IconClockPause, IconQrcode } from '@tabler/icons-react';
import { LinkButtons, type LinkButtonItem } from '../../../components/layout/LinkButtons';

const SCHEDULE_LINKS = [
  { to: '/administrador/dados/atendimento', label: 'Horários de atendimento', icon: IconClockCog },
  { to: '/administrador/dados/agenda', label: 'Dias sem agenda', icon: IconCalendarOff },
  { to: '/administrador/dados/horario', label: 'Horários sem agenda', icon: IconClockPause },
] as const;

/** The shop's own settings, which only the owner changes. */
const SHOP_LINKS = [{ to: '/administrador/pagamentos', label: 'Pagamentos: Pix e sinal', icon: IconQrcode }] as const;

const LINK_STYLES = {
  inner: { justifyContent: 'space-between' },
  label: { flex: 1, whiteSpace: 'normal', textAlign: 'left', lineHeight: 1.25 },
} as const;

/** Big buttons to settings pages, each with its icon and a chevron. */
function SettingsLinks({ links, label }: { links: readonly LinkButtonItem[]; label: string }) {
  return (
    <Stack gap="sm" component="nav" aria-label={label}>
      <LinkButtons
        links={links}
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

/** The three pages of the barber's schedule settings. */
export function ScheduleSettingsLinks() {
  return <SettingsLinks links={SCHEDULE_LINKS} label="Configurar agenda" />;
}

/** Pagamentos (the shop's Pix key and deposit), for the owner. */
export function ShopSettingsLinks() {
  return <SettingsLinks links={SHOP_LINKS} label="Configurar barbearia" />;
}
