import { queryOptions, useQuery } from '@tanstack/react-query';
import { applyChanges, type ConversationsState, EMPTY_CONVERSATIONS, toConversations } from '../model/conversations';
import { chatKeys } from './chat-keys';
import { getChatRooms } from './get-chat-rooms';
import { getSubscriptions } from './get-subscriptions';
import { connectivity } from '@/lib/network/connectivity';
import { CHAT_HOST_META } from '@/lib/query/recovery';

/** How often the open chat asks for changes (no realtime socket: REST polling with updatedSince). */
export const POLL_MS = 5000;

/** The conversation list: the first call loads everything, each later one only the changes since. */
export const conversationsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: chatKeys.conversations(userId),
    queryFn: async ({ client, queryKey, signal }): Promise<ConversationsState> => {
      const before = client.getQueryData<ConversationsState>(queryKey) ?? EMPTY_CONVERSATIONS;
      const [subscriptions, rooms] = await Promise.all([
        getSubscriptions(before.subscriptionsSince, signal),
        getChatRooms(before.roomsSince, signal),
      ]);
      // Applied to the cache as it is now: a read or a sent message may have changed it meanwhile.
      return applyChanges(client.getQueryData<ConversationsState>(queryKey) ?? before, subscriptions, rooms);
    },
    staleTime: POLL_MS,
    meta: CHAT_HOST_META,
  });

/** Polled while the chat host answers; while it is unavailable the recovery asks for it, backing off. */
export const useConversations = (userId: string) =>
  useQuery({
    ...conversationsQueryOptions(userId),
    select: toConversations,
    refetchInterval: () => (connectivity.hostReachable('chat') ? POLL_MS : false),
  });
