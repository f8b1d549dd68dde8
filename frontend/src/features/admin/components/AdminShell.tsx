import type { ReactNode } from 'react';
import { AppShell, Button, Group, NavLink, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useRouterState } from '@tanstack/react-router';
import { InsidePageFrame } from '../../../components/layout/page-frame';
import { meQueryOptions } from '../../../api/account/get-me';
import { useLogout } from '../use-logout';
import { ADMIN_NAV_ITEMS } from '../admin-nav';
import { BottomBar } from './BottomBar';

/** Below Mantine's `sm` breakpoint (48em): a phone, navigated from the bottom bar. */
const PHONE = '(max-width: 47.99em)';

/**
 * The admin area's frame (the layout's loader fetched the account). A larger screen has a header with
 * Sair and the menu at the side; a phone has no header (each page's title is its top) and a bottom bar
 * with Agenda, Clientes, Faturamento and Mais, which opens the whole menu with Sair.
 */
export function AdminShell({ children }: { children: ReactNode }) {
  const [menuOpen, menu] = useDisclosure(false);
  const phone = useMediaQuery(PHONE, false, { getInitialValueInEffect: false });
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const { data: me } = useSuspenseQuery(meQueryOptions());
  const logout = useLogout();
  const owner = me.role === 'owner';
  const items = ADMIN_NAV_ITEMS.filter((item) => (item.ownerOnly ? owner : item.teamOnly ? !owner : true));

  return (
    <AppShell
      header={{ height: 60, collapsed: phone }}
      footer={{ height: 60, collapsed: !phone }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !menuOpen } }}
      padding={{ base: 'sm', sm: 'md' }}
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Text fw={700} ff="heading" size="lg" truncate>
            Área do barbeiro
          </Text>
          <Button variant="subtle" color="gray" h={44} leftSection={<IconLogout size={18} aria-hidden />} onClick={logout}>
            Sair
          </Button>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" id="admin-menu" aria-label="Menu da área do barbeiro">
        {items.map((item) => (
          <NavLink
            key={item.to}
            component={Link}
            to={item.to}
            label={item.label}
            leftSection={<item.icon size={20} aria-hidden />}
            active={pathname.startsWith(item.to)}
            onClick={menu.close}
            mih={44}
          />
        ))}
        {phone && <NavLink component="button" label="Sair" leftSection={<IconLogout size={20} aria-hidden />} onClick={logout} mih={44} mt="sm" />}
      </AppShell.Navbar>
      {phone && (
        <AppShell.Footer>
          <BottomBar pathname={pathname} menuOpen={menuOpen} onMenu={menu.toggle} onNavigate={menu.close} />
        </AppShell.Footer>
      )}
      <AppShell.Main>
        <InsidePageFrame.Provider value={true}>{children}</InsidePageFrame.Provider>
      </AppShell.Main>
    </AppShell>
  );
}
