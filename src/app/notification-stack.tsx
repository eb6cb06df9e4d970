import { useNotifications } from '@mantine/notifications';
import { lazyPart, OnDemandPart } from '@/components/on-demand-part';
import { useAfterLoad } from '@/lib/hooks/use-after-load';
import { loadNotificationsView } from './load-notifications-view';
import { NOTICE_LIMIT, PlainNotices } from './plain-notices';

// Not among the first page's files: a notice shown before its code has come waits in Mantine's store.
const Notifications = lazyPart(loadNotificationsView);

/**
 * Mantine's notification stack. It mounts, and its code is asked for, when the first notice is shown or once the
 * page's idle work has begun, whichever comes first: never among the first card's downloads (its ~9 kB were a whole
 * round trip of a phone's first visit, docs/decisions/performance.md) nor inside the first screen's commit (mounting,
 * its portal and its six transition groups re-render themselves synchronously: one long task). A notice raised when
 * that code cannot come (offline) still says its words, in plain alerts, and the stack is asked again when the
 * network is back (docs/decisions/offline.md "Nothing loaded on demand takes the page down").
 */
export function NotificationStack() {
  const idle = useAfterLoad('idle-work');
  const { notifications, queue } = useNotifications();
  const wanted = idle || notifications.length > 0 || queue.length > 0;
  // At the bottom: a notice never covers the header (account menu) nor the controls at the top of a screen.
  return wanted ? (
    <OnDemandPart failed={<PlainNotices />}>
      <Notifications position="bottom-right" limit={NOTICE_LIMIT} />
    </OnDemandPart>
  ) : null;
}
