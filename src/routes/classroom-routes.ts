import { createRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { classQueryOptions } from '@/features/classroom/api/get-class';
import { roomsQueryOptions } from '@/features/dashboard/api/get-rooms';
import { loadQuery } from '@/lib/query/load-query';
import { requireSession } from './guards';
import { rootRoute } from './root';
import { positiveIntParam } from './search-params';

/** A calendar event id: digits only, else the path does not match (and ends at /404). */
function parseEventId(raw: string): number | false {
  const id = Number(raw);
  return /^\d{1,15}$/.test(raw) && id > 0 ? id : false;
}

/**
 * Outside the shell (spec 2) but signed in. The loaders prefetch while the screen's code loads;
 * a failed prefetch is left to the screen, which shows it with "Try again" and "Back to home".
 */
export const classRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/Class/$calendarEventId',
  params: {
    parse: ({ calendarEventId }) => {
      const id = parseEventId(calendarEventId);
      return id === false ? false : { calendarEventId: id };
    },
    stringify: ({ calendarEventId }) => ({ calendarEventId: String(calendarEventId) }),
  },
  beforeLoad: requireSession,
  loader: async ({ context, params }) => {
    await loadQuery(context.queryClient, () => classQueryOptions(params.calendarEventId)).catch(() => undefined);
  },
}).lazy(() => import('./class.lazy').then((m) => m.Route));

const classAgainSearch = z.object({
  id: positiveIntParam(),
});

export const classAgainRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/ClassAgain',
  validateSearch: classAgainSearch,
  beforeLoad: requireSession,
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: async ({ context, deps }) => {
    const { queryClient } = context;
    const { id } = deps;
    const prefetch = id === undefined ? loadQuery(queryClient, roomsQueryOptions) : loadQuery(queryClient, () => classQueryOptions(id));
    await prefetch.catch(() => undefined);
  },
}).lazy(() => import('./class-again.lazy').then((m) => m.Route));
