import { useEffect, useState } from 'react';

export type ReminderPermission = NotificationPermission | 'unsupported';

const read = (): ReminderPermission => (typeof Notification === 'undefined' ? 'unsupported' : Notification.permission);

/**
 * The browser's notification permission, kept current: a teacher who unblocks notifications in the
 * site settings sees reminders on at once (the permission's change event, or returning to the tab
 * where that event is missing), without reloading. `request` asks (it needs a click).
 */
export function useNotificationPermission(): { permission: ReminderPermission; request: () => void } {
  const [permission, setPermission] = useState(read);
  useEffect(() => {
    const update = () => setPermission(read());
    let status: PermissionStatus | null = null;
    let active = true;
    navigator.permissions
      ?.query({ name: 'notifications' })
      .then((found) => {
        if (!active) return;
        status = found;
        found.addEventListener('change', update);
      })
      .catch(() => undefined);
    document.addEventListener('visibilitychange', update);
    return () => {
      active = false;
      status?.removeEventListener('change', update);
      document.removeEventListener('visibilitychange', update);
    };
  }, []);
  const request = () => void Notification.requestPermission().then(setPermission);
  return { permission, request };
}
