import { Avatar, Text, UnstyledButton } from '@mantine/core';
import { type ComponentPropsWithoutRef, forwardRef, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfile } from '@/features/auth/api/get-profile';
import { teacherPhoto } from '@/features/auth/model/teacher-photo';
import { useAfterLoad } from '@/lib/hooks/use-after-load';
import { useLoadedImage } from '@/lib/hooks/use-loaded-image';
import { useOpenAfterMount } from '@/lib/hooks/use-open-after-mount';
import { useSessionStore } from '@/lib/session/session-store';

// The menu (Mantine's Menu, its popover positioning and search input: ~25 kB gzip) is fetched when
// the pointer or focus reaches the button, and shown on the first click: not on every first page.
const loadHeaderMenu = () => import('./header-menu');
type HeaderMenuComponent = Awaited<ReturnType<typeof loadHeaderMenu>>['HeaderMenu'];

type ButtonProps = ComponentPropsWithoutRef<'button'> & { name: string; avatarUrl: string | null };

/** The header's account button: avatar and name; the menu it opens is `header-menu.tsx`. */
export const AccountButton = forwardRef<HTMLButtonElement, ButtonProps>(function AccountButton(
  { name, avatarUrl, className, ...others },
  ref,
) {
  const { t } = useTranslation();
  // The initials until the page has loaded (the photo is not among the first screen's requests) and until
  // the photo itself has: never an empty circle.
  const photo = useLoadedImage(useAfterLoad() ? avatarUrl : null);
  return (
    <UnstyledButton
      ref={ref}
      aria-label={t('shell:accountMenu', { name })}
      // A 44 px target on a phone (src/app/tap-targets.css), with whatever class the menu's target adds.
      className={className ? `tap-target ${className}` : 'tap-target'}
      style={{ display: 'flex', alignItems: 'center', gap: 8 }}
      {...others}
    >
      <Avatar size="sm" color="teal" name={name} src={photo} alt="" />
      <Text size="sm" fw={500} visibleFrom="xs" truncate maw={160}>
        {name}
      </Text>
    </UnstyledButton>
  );
});

export function AccountMenu() {
  const session = useSessionStore((s) => s.session);
  const profile = useProfile(session?.uid ?? 0);
  // Swapped in once its code is here, not through OnDemandPart's Suspense fallback (a second new button
  // where the focused one was). The loaded menu's button is a new element: it takes the focus first and
  // the menu opens after, so Mantine returns the focus to it on close, as it does for any menu.
  const [HeaderMenu, setHeaderMenu] = useState<HeaderMenuComponent | null>(null);
  const [opened, setOpened] = useState(true);
  const button = useRef<HTMLButtonElement>(null);
  // Declared before useOpenAfterMount: the focus moves between the menu's closed and open renders.
  useLayoutEffect(() => {
    if (HeaderMenu) button.current?.focus();
  }, [HeaderMenu]);
  const ready = useOpenAfterMount(HeaderMenu !== null);
  if (!session) return null;
  const name = session.displayName || profile.data?.name || session.email;
  // Only a photo of the teacher replaces the initials, never the host's silhouette for "no photo".
  const avatarUrl = teacherPhoto(profile.data?.avatarUrl);
  if (HeaderMenu) {
    return (
      <HeaderMenu opened={opened && ready} onChange={setOpened} target={<AccountButton ref={button} name={name} avatarUrl={avatarUrl} />} />
    );
  }
  return (
    <AccountButton
      name={name}
      avatarUrl={avatarUrl}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadHeaderMenu()}
      onFocus={() => void loadHeaderMenu()}
      onClick={() =>
        loadHeaderMenu().then(
          (m) => setHeaderMenu(() => m.HeaderMenu),
          () => undefined, // offline before the code came: the button stays, as the header does
        )
      }
    />
  );
}
