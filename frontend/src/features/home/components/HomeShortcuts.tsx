import { SimpleGrid } from '@mantine/core';
import { IconCalendarEvent, IconCash, IconScissors, IconUser } from '@tabler/icons-react';
import { LinkButtons } from '../../../components/layout/LinkButtons';

const SHORTCUTS = [
  { to: '/administrador/dados', label: 'Meus Dados', icon: IconUser },
  { to: '/administrador/minha-agenda', label: 'Minha Agenda', icon: IconCalendarEvent },
  { to: '/administrador/servicos', label: 'Meus Serviços', icon: IconScissors },
  { to: '/administrador/faturamento', label: 'Meu Faturamento', icon: IconCash },
] as const;

/** Icon above the label, so 'Meu Faturamento' fits a phone's half width. */
const SHORTCUT_STYLES = {
  inner: { flexDirection: 'column', justifyContent: 'center', gap: 8 },
  section: { margin: 0 },
  label: { height: 'auto', whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.2 },
} as const;

/** The home page's four buttons. */
export function HomeShortcuts() {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }}>
      <LinkButtons links={SHORTCUTS} iconSize={26} h={96} px="xs" styles={SHORTCUT_STYLES} />
    </SimpleGrid>
  );
}
