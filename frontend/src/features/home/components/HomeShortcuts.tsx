import { Button, SimpleGrid } from '@mantine/core';
import { IconCalendarEvent, IconCash, IconScissors, IconUser } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';

const SHORTCUTS = [
  { to: '/administrador/dados', label: 'Meus Dados', icon: IconUser },
  { to: '/administrador/minha-agenda', label: 'Minha Agenda', icon: IconCalendarEvent },
  { to: '/administrador/servicos', label: 'Meus Serviços', icon: IconScissors },
  { to: '/administrador/faturamento', label: 'Meu Faturamento', icon: IconCash },
] as const;

/** The home page's four buttons. */
export function HomeShortcuts() {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }}>
      {SHORTCUTS.map(({ to, label, icon: Icon }) => (
        <Button key={to} component={Link} to={to} variant="light" h={88} leftSection={<Icon size={22} aria-hidden />}>
          {label}
        </Button>
      ))}
    </SimpleGrid>
  );
}
