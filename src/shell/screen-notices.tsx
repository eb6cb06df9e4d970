import { hideNotification, type NotificationData, notificationsStore, type NotificationsStore } from '@mantine/notifications';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';

/**
 * Notices belong to the screen that showed them ("Successfully canceled", a refusal, a class
 * reminder): when the teacher moves to another screen they close, rather than follow and cover
 * that screen's buttons (on a 390 px phone the stack spans the width; no fixed place on it covers
 * nothing). A notice about the app itself (session expired, on the way to sign-in; the host out of
 * reach; storage refused) carries APP_WIDE and stays.
 */
export const APP_WIDE = { 'data-app-wide': true } as const satisfies Partial<NotificationData>;

/** Closes (with their onClose) every notice shown or queued, but the app-wide ones. */
export function closeScreenNotices(store: NotificationsStore = notificationsStore): void {
  const { notifications, queue } = store.getState();
  for (const notice of [...notifications, ...queue]) {
    if (!notice['data-app-wide'] && notice.id) hideNotification(notice.id, store);
  }
}

/** Mounted once under the router: a move to another path (not a tab or page of the same screen) closes the screen's notices. */
export function ScreenNotices() {
  const router = useRouter();
  // At the start of the move: a notice the next screen shows while it loads is its own.
  useEffect(() => router.subscribe('onBeforeNavigate', ({ pathChanged }) => pathChanged && closeScreenNotices()), [router]);
  return null;
}
