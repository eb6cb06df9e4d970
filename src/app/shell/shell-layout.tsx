import { AppShell, Burger, Group, NavLink, ScrollArea, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ActingBanner } from '@/features/auth/components/acting-banner';
import { HeaderMenu } from './header-menu';
import { NAV_ITEMS } from './nav-items';

/** The signed-in frame: header with the menu, navigation, the acting-as banner, the screen. */
export function ShellLayout() {
  const { t } = useTranslation();
  const [navOpen, { toggle, close }] = useDisclosure(false);
  return (
    <AppShell header={{ height: 52 }} navbar={{ width: 220, breakpoint: 'sm', collapsed: { mobile: !navOpen } }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={navOpen} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t('shell:toggleNav')} />
            <Text component={Link} to="/dashboard" fw={700} c="teal.8">
              {t('common:appName')}
            </Text>
          </Group>
          <HeaderMenu />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label={t('shell:navLabel')}>
        <ScrollArea>
          {NAV_ITEMS.map((item) => (
            <NavLink key={item.to} component={Link} to={item.to} label={t(item.labelKey)} onClick={close} />
          ))}
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main>
        <ActingBanner />
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
