import { Menu } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { type ReactElement, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signOut } from '@/features/auth/actions/sign-out';
import { promptInstall } from '@/lib/app-worker/app-worker';
import { useAppWorkerStore } from '@/lib/app-worker/app-worker-store';
import { type Locale, setLocale, useLocaleStore } from '@/lib/i18n/locale-store';
import { useSessionStore } from '@/lib/session/session-store';
import { lazyPart, OnDemandPart } from '@/components/on-demand-part';

// Admins only, and only once asked for: its searchable list and dialog stay off every first page.
const loadSwitchDialog = () => import('@/features/auth/components/switch-teacher-dialog');
const SwitchTeacherDialog = lazyPart(() => loadSwitchDialog().then((m) => ({ default: m.SwitchTeacherDialog })));
const AboutDialog = lazyPart(() => import('./about-dialog').then((m) => ({ default: m.AboutDialog })));

const LANGUAGES: { value: Locale; label: string }[] = [
  { value: 'en', label: 'English' },
  { value: 'zh', label: '中文' },
];

/**
 * Spec 2 header menu: switch user (admins), language, system test, chat room, about us, install the app
 * (issue 24, when the browser allows it), sign out. Loaded on first use by
 * `account-button.tsx`, which passes the button that opens it as `target`.
 */
export function HeaderMenu({ target, opened, onChange }: { target: ReactElement; opened: boolean; onChange: (opened: boolean) => void }) {
  const { t } = useTranslation();
  const router = useRouter();
  const session = useSessionStore((s) => s.session);
  const locale = useLocaleStore((s) => s.locale);
  const installable = useAppWorkerStore((s) => s.installPrompt !== null);
  const [switchOpen, setSwitchOpen] = useState(false);
  const [aboutOpen, setAboutOpen] = useState(false);
  const isAdmin = session?.isAdmin ?? false;
  useEffect(() => {
    if (opened && isAdmin) void loadSwitchDialog();
  }, [opened, isAdmin]);
  if (!session) return null;

  return (
    <>
      <Menu
        position="bottom-end"
        width={220}
        withinPortal
        // The header never scrolls away, so the menu is never "detached": not hiding it means an open
        // menu measured against the button just swapped in cannot be open yet invisible, its focus lost.
        hideDetached={false}
        opened={opened}
        onChange={onChange}
      >
        <Menu.Target>{target}</Menu.Target>
        <Menu.Dropdown>
          {session.isAdmin && <Menu.Item onClick={() => setSwitchOpen(true)}>{t('shell:switchUser')}</Menu.Item>}
          <Menu.Label>{t('common:language')}</Menu.Label>
          {LANGUAGES.map((language) => (
            <Menu.Item
              key={language.value}
              lang={language.value}
              aria-current={language.value === locale ? 'true' : undefined}
              rightSection={language.value === locale ? '✓' : null}
              onClick={() => setLocale(language.value)}
            >
              {language.label}
            </Menu.Item>
          ))}
          <Menu.Divider />
          <Menu.Item onClick={() => void router.navigate({ to: '/system-test' })}>{t('shell:systemTest')}</Menu.Item>
          <Menu.Item onClick={() => void router.navigate({ to: '/chat' })}>{t('shell:chatRoom')}</Menu.Item>
          <Menu.Item onClick={() => setAboutOpen(true)}>{t('shell:aboutUs')}</Menu.Item>
          {/* Only where the browser allows it (production builds with the app's worker, not yet installed). */}
          {installable && <Menu.Item onClick={() => void promptInstall()}>{t('shell:installApp')}</Menu.Item>}
          <Menu.Divider />
          {/* Local first: the identity watch lands on /login at once; the host is told in the background. */}
          <Menu.Item color="red" onClick={signOut}>
            {t('shell:signOut')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {aboutOpen && (
        <OnDemandPart closeOnFailure={() => setAboutOpen(false)}>
          <AboutDialog opened onClose={() => setAboutOpen(false)} />
        </OnDemandPart>
      )}
      {session.isAdmin && switchOpen && (
        <OnDemandPart closeOnFailure={() => setSwitchOpen(false)}>
          <SwitchTeacherDialog opened onClose={() => setSwitchOpen(false)} />
        </OnDemandPart>
      )}
    </>
  );
}
