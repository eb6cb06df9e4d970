import { lazy, Suspense } from 'react';
import { useAfterLoad } from '@/lib/hooks/use-after-load';

// Not among the first screen's files: a notice shown before it has loaded waits in Mantine's store.
const Notifications = lazy(() => import('./notifications-view').then((m) => ({ default: m.Notifications })));

/**
 * Mantine's notification stack, loaded and mounted once the page has loaded, not inside the first screen's
 * commit (mounting, its portal and its six transition groups re-render themselves synchronously: one
 * long task) nor among its downloads. A notice shown before that waits in Mantine's store.
 */
export function NotificationStack() {
  const loaded = useAfterLoad();
  // At the bottom: a notice never covers the header (account menu) nor the controls at the top of a screen.
  return loaded ? (
    <Suspense fallback={null}>
      <Notifications position="bottom-right" limit={3} />
    </Suspense>
  ) : null;
}
