import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouter } from '@tanstack/react-router';
import { create } from 'zustand';
import { checkForUpdate, reloadToUpdate } from '@/lib/app-worker/app-worker';
import { useAppWorkerStore } from '@/lib/app-worker/app-worker-store';
import { APP_WIDE } from './screen-notices';

const UPDATE_NOTICE_ID = 'app-update';

/** How many headers show the offer themselves (the signed-in frame's): then no notice floats over a screen. */
const useOfferDocks = create<{ count: number }>(() => ({ count: 0 }));

/**
 * "A new version is available — Reload": shown once a new deployment's worker waits, until the
 * teacher reloads or closes it. Never a reload by itself: a draft or a class may be in progress (a
 * form's entries are kept as drafts through the teacher's Reload). On a screen with the header the
 * header says it (`HeaderUpdateOffer`); elsewhere (sign-in, the waiting room) a notice does.
 */
export function UpdateNotice() {
  const { t } = useTranslation();
  const updateReady = useAppWorkerStore((s) => s.updateReady);
  const docked = useOfferDocks((s) => s.count > 0);
  useEffect(() => {
    if (!updateReady || docked) return;
    notifications.show({
      ...APP_WIDE, // about the app, not a screen: it stays while the teacher moves on
      id: UPDATE_NOTICE_ID,
      color: 'teal',
      autoClose: false,
      message: (
        <Group gap="sm" justify="space-between" wrap="nowrap">
          <Text size="sm">{t('common:updateAvailable')}</Text>
          <ReloadButton />
        </Group>
      ),
    });
    // A language switch shows it again, translated; the header taking it over hides it.
    return () => {
      notifications.hide(UPDATE_NOTICE_ID);
    };
  }, [updateReady, docked, t]);
  return null;
}

function ReloadButton() {
  const { t } = useTranslation();
  return (
    <Button size="xs" variant="light" color="teal" onClick={reloadToUpdate} style={{ flexShrink: 0 }}>
      {t('common:updateReload')}
    </Button>
  );
}

/**
 * The offer in the header, beside the portal's name (in its place on a phone): where it covers nothing.
 * A notice floating at the bottom of a phone's screen covered the first card's "Enter classroom" (issue 48.3).
 */
export function HeaderUpdateOffer() {
  const { t } = useTranslation();
  const updateReady = useAppWorkerStore((s) => s.updateReady);
  useEffect(() => {
    useOfferDocks.setState((s) => ({ count: s.count + 1 }));
    return () => useOfferDocks.setState((s) => ({ count: s.count - 1 }));
  }, []);
  if (!updateReady) return null;
  return (
    <Group role="status" gap={8} wrap="nowrap" style={{ minWidth: 0 }}>
      <Text size="xs" fw={500} c="teal.9" lh={1.25} style={{ minWidth: 0 }}>
        {t('common:updateAvailable')}
      </Text>
      <ReloadButton />
    </Group>
  );
}

/** Mounted once under the router: a tab kept open all day learns of a deployment as the teacher moves between screens. */
export function UpdateCheckOnNavigation() {
  const router = useRouter();
  useEffect(() => router.subscribe('onResolved', ({ pathChanged }) => pathChanged && void checkForUpdate()), [router]);
  return null;
}
