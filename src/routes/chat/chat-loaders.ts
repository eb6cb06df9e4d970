import type { QueryClient } from '@tanstack/react-query';
import { conversationsQueryOptions } from '@/features/chat/api/conversations';
import { loadRoute } from '@/lib/query/load-query';

export const loadChat = (client: QueryClient, userId: string | undefined) =>
  loadRoute(client, { need: [], want: userId ? [() => conversationsQueryOptions(userId)] : [] });
