import { Avatar, Menu, Text, UnstyledButton } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signOut } from '@/features/auth/actions/sign-out';
import { useProfile } from '@/features/auth/api/get-profile';
import { SwitchTeacherDialog } from '@/features/auth/components/switch-teacher-dialog';
import { type Locale, setLocale, useLocaleStore } from '@/lib/i18n/locale-store';
import { useSessionStore } from '@/lib/session/session-store';

const LANGUAGES: { value: Locale; label: string }[] = [
  { value: 'en', label: 'English' },
  { value: 'zh', label: '中文' },
];

/** Spec 2 header menu: switch user (admins), language, sign out. */
export function HeaderMenu() {
  const { t } = useTranslation();
  const router = useRouter();
  const session = useSessionStore((s) => s.session);
  const locale = useLocaleStore((s) => s.locale);
  const [switchOpen, setSwitchOpen] = useState(false);
  const profile = useProfile(session?.uid ?? 0);
  const signOutMutation = useMutation({
    mutationFn: signOut,
    onSettled: () => {
      const { href } = router.state.location;
      void router.navigate({ to: '/login', search: { redirect: href }, replace: true });
    },
  });
  if (!session) return null;
  const name = session.displayName || profile.data?.name || session.email;

  return (
    <>
      <Menu position="bottom-end" width={220} withinPortal>
        <Menu.Target>
          <UnstyledButton aria-label={t('shell:accountMenu', { name })} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
            <Avatar size="sm" color="teal" name={name} src={profile.data?.avatar_url ?? null} alt="" />
            <Text size="sm" fw={500} visibleFrom="xs" truncate maw={160}>
              {name}
            </Text>
          </UnstyledButton>
        </Menu.Target>
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
          <Menu.Item color="red" onClick={() => signOutMutation.mutate()} disabled={signOutMutation.isPending}>
            {t('shell:signOut')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {session.isAdmin && <SwitchTeacherDialog opened={switchOpen} onClose={() => setSwitchOpen(false)} />}
    </>
  );
}
