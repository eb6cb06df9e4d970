import { createRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { getSession } from '@/lib/session/session-store';
import { optionalParam } from '../search-params';
import { shellRoute } from '../shell/shell-routes';
import { withStylesheets } from '@/lib/stylesheet-recovery';

// What the loader asks for comes with it (./chat-loaders), not with the route tree on every first page.
const loaders = () => import('./chat-loaders');

const chatSearch = z.object({
  room: optionalParam(z.string().check(z.minLength(1), z.maxLength(200))),
});

export const chatRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/chat',
  validateSearch: chatSearch,
  // A chat that cannot be entered is the screen's to say (spec 8), not the route's error page.
  loader: ({ context }) => {
    const userId = getSession()?.chat?.userId;
    return loaders().then((load) => load.loadChat(context.queryClient, userId));
  },
}).lazy(withStylesheets(() => import('./chat.lazy').then((m) => m.Route)));
