/**
 * Stands in for `@/app/load-notifications-view` in component tests:
 * `vi.mock('@/app/load-notifications-view', () => import('@/test/notices-code'))`, then `stackCode.online` says whether
 * the notification stack's file can be downloaded and `stackCode.asked` how often it was asked for.
 */
export const stackCode = { online: false, asked: 0 };

export async function loadNotificationsView() {
  stackCode.asked += 1;
  if (!stackCode.online) throw new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/notifications-view.js');
  return import('@/app/notifications-view');
}
