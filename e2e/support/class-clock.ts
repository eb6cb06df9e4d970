import type { Page, Request } from '@playwright/test';

/**
 * A fixed "now" for the class journeys: Wednesday 2026-06-10 10:10 in New York, the zone of
 * the demo teacher (Emma Li, EDT = UTC-4). The demo host seeds her classes relative to the
 * page's clock (mocks/data/schedule.ts), so these are her classes, in teacher time:
 */
export const NOW = new Date('2026-06-10T14:10:00.000Z');

/** The date line of a class card (dashboard) for the seeded classes. */
export const CARD_TIMES = {
  /** started at 10:00, in progress */
  inProgress: '2026-06-10 Wed · 10:00–11:00',
  /** a group class of two, later today */
  laterToday: '2026-06-10 Wed · 13:00–14:00',
  /** 20 h ahead: inside the 24 h cancel window */
  within24h: '2026-06-11 Thu · 06:00–07:00',
} as const;

/** The dashboard card of the class with that date line. */
export const classCard = (page: Page, when: string) => page.getByRole('article').filter({ hasText: when });

/**
 * POSTs of a class action (`cancel`, `notify`, `end`, `enter`) the page sends, as they happen, less those the
 * host refused with a 401: each of those is sent again after the refresh (the same write, not a second one).
 */
export function recordActionPosts(page: Page, action: string): string[] {
  const seen: string[] = [];
  const pattern = new RegExp(`/api/v1/alg_classes/\\d+/${action}$`);
  const isAction = (request: Request) => request.method() === 'POST' && pattern.test(new URL(request.url()).pathname);
  page.on('request', (request) => {
    if (isAction(request)) seen.push(request.url());
  });
  page.on('response', (response) => {
    if (isAction(response.request()) && response.status() === 401) seen.splice(seen.indexOf(response.url()), 1);
  });
  return seen;
}
