import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense } from 'react';
import { useAfterLoad } from '@/lib/hooks/use-after-load';

// Not among the first screen's files: a notice shown before it has loaded waits in Mantine's store.
const Notifications = lazy(() => import('./notifications-view').then((m) => ({ default: m.Notifications })));

/**
 * Mantine's notification stack, loaded when the first notice is shown or once the page's idle work has
 * begun, whichever comes first: never inside the first screen's commit (mounting, its portal and its six
 * transition groups re-render themselves synchronously: one long task) nor among its downloads.
 */
export function NotificationStack() {
  const idle = useAfterLoad('idle-work');
  const { notifications, queue } = useNotifications();
  const wanted = idle || notifications.length > 0 || queue.length > 0;
  // At the bottom: a notice never covers the header (account menu) nor the controls at the top of a screen.
  return wanted ? (
    <Suspense fallback={null}>
      <Notifications position="bottom-right" limit={3} />
    </Suspense>
  ) : null;
}
