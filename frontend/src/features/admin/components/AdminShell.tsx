import type { ReactNode } from 'react';
import { AppShell, Burger, Button, Group, NavLink, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useRouterState } from '@tanstack/react-router';
import { InsidePageFrame } from '../../../components/page-frame';
import { meQueryOptions } from '../../../api/account/get-me';
import { useLogout } from '../use-logout';
import { ADMIN_NAV_ITEMS } from '../admin-nav';

/** The admin area's frame: a header with the menu and Sair, the page below (the layout's loader fetched the account). */
export function AdminShell({ children }: { children: ReactNode }) {
  const [menuOpen, menu] = useDisclosure(false);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const { data: me } = useSuspenseQuery(meQueryOptions());
  const logout = useLogout();
  const items = ADMIN_NAV_ITEMS.filter((item) => !item.ownerOnly || me.role === 'owner');

  return (
    <AppShell header={{ height: 60 }} navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !menuOpen } }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={menuOpen} onClick={menu.toggle} hiddenFrom="sm" size="sm" aria-label="Abrir menu" />
            <Text fw={700} ff="heading" size="lg" truncate>
              Área do barbeiro
            </Text>
          </Group>
          <Button variant="subtle" color="gray" leftSection={<IconLogout size={18} aria-hidden />} onClick={logout}>
            Sair
          </Button>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" aria-label="Menu da área do barbeiro">
        {items.map((item) => (
          <NavLink
            key={item.to}
            component={Link}
            to={item.to}
            label={item.label}
            leftSection={<item.icon size={20} aria-hidden />}
            active={pathname.startsWith(item.to)}
            onClick={menu.close}
            py="sm"
          />
        ))}
      </AppShell.Navbar>
      <AppShell.Main>
        <InsidePageFrame.Provider value={true}>{children}</InsidePageFrame.Provider>
      </AppShell.Main>
    </AppShell>
  );
}
