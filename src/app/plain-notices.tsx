import { Alert, Stack } from '@mantine/core';
import { type NotificationData, notifications, useNotifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** As the stack: three at once (the first shown; the others wait), each gone after Mantine's default time unless it says otherwise. */
export const NOTICE_LIMIT = 3;
const AUTO_CLOSE_MS = 4000;
/** Mantine's stack's place at the bottom right: its width, its margin, above the page's overlays. */
const PLACE = {
  position: 'fixed',
  bottom: 'var(--mantine-spacing-md)',
  right: 'var(--mantine-spacing-md)',
  width: 'min(440px, calc(100vw - 2 * var(--mantine-spacing-md)))',
  zIndex: 400,
} as const;

/**
 * The notices while the stack's code cannot be downloaded (the network gone before it came, on a first visit:
 * later visits have it from the app's worker). The same words in plain alerts at the stack's place, each closed by
 * its button or after its time; the stack takes them over when its code comes with the network.
 */
export function PlainNotices() {
  const { notifications: shown } = useNotifications();
  return (
    <Stack gap="xs" style={PLACE}>
      {shown.slice(0, NOTICE_LIMIT).map((notice) => (
        <PlainNotice key={notice.id} notice={notice} />
      ))}
    </Stack>
  );
}

function PlainNotice({ notice }: { notice: NotificationData }) {
  const { t } = useTranslation();
  const { id, autoClose } = notice;
  useEffect(() => {
    if (autoClose === false || id === undefined) return undefined;
    const timer = setTimeout(() => notifications.hide(id), typeof autoClose === 'number' ? autoClose : AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [id, autoClose]);
  return (
    <Alert
      color={notice.color}
      title={notice.title}
      withCloseButton={notice.withCloseButton !== false && id !== undefined}
      closeButtonLabel={t('common:close')}
      onClose={() => id !== undefined && notifications.hide(id)}
      styles={{ root: { boxShadow: 'var(--mantine-shadow-md)' } }}
    >
      {notice.message}
    </Alert>
  );
}
