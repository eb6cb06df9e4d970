import { Notifications } from '@mantine/notifications';
import { startTransition, useEffect, useState } from 'react';

/**
 * Mantine's notification stack, mounted right after the first screen's commit instead of inside
 * it: mounting, its portal and its six transition groups re-render themselves synchronously, which
 * made the first screen's commit one long task. A notice shown before that waits in Mantine's store.
 */
export function NotificationStack() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => startTransition(() => setMounted(true)), []);
  // At the bottom: a notice never covers the header (account menu) nor the controls at the top of a screen.
  return mounted ? <Notifications position="bottom-right" limit={3} /> : null;
}
