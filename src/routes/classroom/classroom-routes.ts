import { createRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { requireSession } from '../guards';
import { rootRoute } from '../root';
import { positiveIntParam } from '../search-params';
import { withStylesheets } from '@/lib/stylesheet-recovery';

// What the loader asks for comes with it (./classroom-loaders), not with the route tree on every first page.
const loaders = () => import('./classroom-loaders');

/** A calendar event id: digits only, else the path does not match (and ends at /404). */
function parseEventId(raw: string): number | false {
  const id = Number(raw);
  return /^\d{1,15}$/.test(raw) && id > 0 ? id : false;
}

/**
 * Outside the shell (spec 2) but signed in. The loaders fetch while the screen's code loads; a
 * failure is the screen's to say: the class as last known offline, else "Try again" and "Back to home".
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
  loader: ({ context, params }) => loaders().then((load) => load.loadClass(context.queryClient, params.calendarEventId)),
}).lazy(withStylesheets(() => import('./class.lazy').then((m) => m.Route)));

const classAgainSearch = z.object({
  id: positiveIntParam(),
});

export const classAgainRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/ClassAgain',
  validateSearch: classAgainSearch,
  beforeLoad: requireSession,
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ context, deps: { id } }) => loaders().then((load) => load.loadClassAgain(context.queryClient, id)),
}).lazy(withStylesheets(() => import('./class-again.lazy').then((m) => m.Route)));
