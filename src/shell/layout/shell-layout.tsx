import { AppShell, Burger, Group, NavLink, Text } from '@mantine/core';
import { useDisclosure, useWindowEvent } from '@mantine/hooks';
import { Link, Outlet } from '@tanstack/react-router';
import { Fragment, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DemoBadge } from '@/components/demo-badge';
import { useSessionStore } from '@/lib/session/session-store';
import { ActingBanner } from '@/features/auth/components/acting-banner';
import { ClassReminders } from '@/features/dashboard/components/class-reminders';
import { AccountMenu } from './account-button';
import { NAV_ITEMS } from './nav-items';
import { PaletteLauncher } from './palette-launcher';
import { useMediaMatch } from '@/lib/hooks/use-media-match';
import { useAppWorkerStore } from '@/lib/app-worker/app-worker-store';
import { HeaderUpdateOffer } from '../update-notice';

/** The signed-in frame: header with the menu, navigation, the acting-as banner, the screen. */
export function ShellLayout() {
  const { t } = useTranslation();
  const [navOpen, { toggle, close }] = useDisclosure(false);
  // Below the sm breakpoint the closed navigation only slides off screen: hide it from the tab order,
  // screen readers and pointer alike.
  const phone = useMediaMatch('(max-width: 47.99em)');
  const burger = useRef<HTMLButtonElement>(null);
  const navbar = useRef<HTMLDivElement>(null);
  // Escape closes the open navigation as it closes any other layer (a dialog or menu that handled
  // it first has the key); the focus, if it was inside, goes back to the burger rather than vanishing.
  useWindowEvent('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented || !navOpen || !phone) return;
    const focusInside = navbar.current?.contains(document.activeElement) ?? false;
    close();
    if (focusInside) burger.current?.focus();
  });
  // A new identity gets fresh screens: no form state or answer of the previous one stays mounted.
  const identityId = useSessionStore((s) => s.session?.id);
  // A new version offered: on a phone the offer takes the portal's name's place (the burger's menu leads home).
  const updateOffered = useAppWorkerStore((s) => s.updateReady);
  return (
    <AppShell header={{ height: 52 }} navbar={{ width: 220, breakpoint: 'sm', collapsed: { mobile: !navOpen } }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            {/* Shown on phones only, where it is a 44 px target (src/app/tap-targets.css): its lines stay
                where the header's edge puts them, the target reaching into the margin. */}
            <Burger ref={burger} opened={navOpen} onClick={toggle} hiddenFrom="sm" size="sm" ml={-13} aria-label={t('shell:toggleNav')} />
            <Text
              component={Link}
              to="/dashboard"
              fw={700}
              c="teal.8"
              className="tap-target"
              style={{ whiteSpace: 'nowrap' }}
              visibleFrom={updateOffered ? 'sm' : undefined}
            >
              {t('common:appName')}
            </Text>
            <DemoBadge />
            <HeaderUpdateOffer />
          </Group>
          <Group gap="sm" wrap="nowrap" style={{ flexShrink: 0 }}>
            <PaletteLauncher />
            <AccountMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar
        ref={navbar}
        p="xs"
        aria-label={t('shell:navLabel')}
        style={phone && !navOpen ? { visibility: 'hidden' } : undefined}
      >
        {/* Native scrolling: Mantine's ScrollArea would add ~5 kB to every signed-in first page. */}
        <AppShell.Section grow style={{ overflowY: 'auto' }}>
          {NAV_ITEMS.map((item) => (
            <NavLink key={item.to} component={Link} to={item.to} label={t(item.labelKey)} onClick={close} />
          ))}
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main>
        {/* Signed out (here or in another tab): nothing asks the host any more on the way to /login. */}
        {identityId && (
          <Fragment key={identityId}>
            <ActingBanner />
            <ClassReminders />
            <Outlet />
          </Fragment>
        )}
      </AppShell.Main>
    </AppShell>
  );
}
