import { createRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { getSession } from '@/lib/session/session-store';
import { optionalParam } from '../search-params';
import { shellRoute } from '../shell/shell-routes';
import { withStylesheets } from '@/lib/stylesheet-recovery';

// What the loader asks for comes with it (./booking-loaders), not with the route tree on every first page.
const loaders = () => import('./booking-loaders');

const bookingSearch = z.object({
  /** Spec 6: only this week and next week; anything else shows this week. */
  week: optionalParam(z.enum(['this', 'next'])),
  /** The day a phone shows ('YYYY-MM-DD'); one outside the week shown is ignored by the screen. */
  day: optionalParam(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))),
});

/** Spec 2 /yykc, "Book a class". */
export const bookingRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/yykc',
  validateSearch: bookingSearch,
  loader: async ({ context }) => {
    const session = getSession();
    // An admin not yet acting as a teacher sees the "switch first" notice: nothing to load.
    if (session?.isAdmin && !session.actingAs) return;
    await (await loaders()).loadBooking(context.queryClient);
  },
}).lazy(withStylesheets(() => import('./booking.lazy').then((m) => m.Route)));
