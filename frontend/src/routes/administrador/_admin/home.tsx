import { Button, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent, IconCash, IconScissors, IconUser } from '@tabler/icons-react';
import { createFileRoute, Link } from '@tanstack/react-router';
import { displayName } from '../../../lib/display-name';
import { requireSessionBarber } from '../../../lib/session';

export const Route = createFileRoute('/administrador/_admin/home')({
  component: AdminHome,
});

const SHORTCUTS = [
  { to: '/administrador/dados', label: 'Meus Dados', icon: IconUser },
  { to: '/administrador/minha-agenda', label: 'Minha Agenda', icon: IconCalendarEvent },
  { to: '/administrador/servicos', label: 'Meus Serviços', icon: IconScissors },
  { to: '/administrador/faturamento', label: 'Meu Faturamento', icon: IconCash },
] as const;

function AdminHome() {
  const barber = requireSessionBarber();
  return (
    <Stack gap="lg" maw={720}>
      <div>
        <Text c="dimmed">Bem-vindo,</Text>
        <Title order={1}>{displayName(barber.username)}</Title>
      </div>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {SHORTCUTS.map(({ to, label, icon: Icon }) => (
          <Button key={to} component={Link} to={to} variant="light" h={88} leftSection={<Icon size={22} aria-hidden />}>
            {label}
          </Button>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
