import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouter } from '@tanstack/react-router';
import { checkForUpdate, reloadToUpdate } from '@/lib/app-worker/app-worker';
import { useAppWorkerStore } from '@/lib/app-worker/app-worker-store';
import { APP_WIDE } from './screen-notices';

const UPDATE_NOTICE_ID = 'app-update';

/**
 * "A new version is available — Reload": shown once a new deployment's worker waits, until the
 * teacher reloads or closes it. Never a reload by itself: a draft or a class may be in progress (a
 * form's entries are kept as drafts through the teacher's Reload).
 */
export function UpdateNotice() {
  const { t } = useTranslation();
  const updateReady = useAppWorkerStore((s) => s.updateReady);
  useEffect(() => {
    if (!updateReady) return;
    notifications.show({
      ...APP_WIDE, // about the app, not a screen: it stays while the teacher moves on
      id: UPDATE_NOTICE_ID,
      color: 'teal',
      autoClose: false,
      message: (
        <Group gap="sm" justify="space-between" wrap="nowrap">
          <Text size="sm">{t('common:updateAvailable')}</Text>
          <Button size="xs" variant="light" onClick={reloadToUpdate}>
            {t('common:updateReload')}
          </Button>
        </Group>
      ),
    });
    // A language switch shows it again, translated.
    return () => {
      notifications.hide(UPDATE_NOTICE_ID);
    };
  }, [updateReady, t]);
  return null;
}

/** Mounted once under the router: a tab kept open all day learns of a deployment as the teacher moves between screens. */
export function UpdateCheckOnNavigation() {
  const router = useRouter();
  useEffect(() => router.subscribe('onResolved', ({ pathChanged }) => pathChanged && void checkForUpdate()), [router]);
  return null;
}
