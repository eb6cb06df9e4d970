/** The notification stack's file (src/app/notifications-view.tsx), asked for by the stack when it first mounts. */
export const loadNotificationsView = () => import('./notifications-view');
