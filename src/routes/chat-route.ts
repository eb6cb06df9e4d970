import { createRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { conversationsQueryOptions } from '@/features/chat/api/conversations';
import { getSession } from '@/lib/session/session-store';
import { shellRoute } from './shell-routes';

const chatSearch = z.object({
  room: z.string().min(1).max(200).optional().catch(undefined),
});

export const chatRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/chat',
  validateSearch: chatSearch,
  // A chat that cannot be entered is the screen's to say (spec 8), not the route's error page.
  loader: async ({ context }) => {
    const userId = getSession()?.chat?.userId;
    if (userId) await context.queryClient.ensureQueryData(conversationsQueryOptions(userId)).catch(() => undefined);
  },
}).lazy(() => import('./chat.lazy').then((m) => m.Route));
