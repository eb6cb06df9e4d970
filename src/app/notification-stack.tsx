import { Notifications, useNotifications } from '@mantine/notifications';
import { useAfterLoad } from '@/lib/hooks/use-after-load';

/**
 * Mantine's notification stack. Its code is in the first page's (docs/decisions/offline.md "Nothing loaded on
 * demand takes the page down"): a notice can be raised whenever the network is gone, so its code cannot be
 * one more download then. It mounts when the first notice is shown or once the page's idle work has begun,
 * whichever comes first: never inside the first screen's commit (mounting, its portal and its six transition
 * groups re-render themselves synchronously: one long task).
 */
export function NotificationStack() {
  const idle = useAfterLoad('idle-work');
  const { notifications, queue } = useNotifications();
  const wanted = idle || notifications.length > 0 || queue.length > 0;
  // At the bottom: a notice never covers the header (account menu) nor the controls at the top of a screen.
  return wanted ? <Notifications position="bottom-right" limit={3} /> : null;
}
