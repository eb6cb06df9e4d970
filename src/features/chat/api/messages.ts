import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CHAT_HOST_META } from '@/lib/query/recovery';
import type { ConversationType } from '../model/conversations';
import { mergeMessages, type MessagesState, newestAt, oldestAt, withOlderPage } from '../model/messages';
import { chatKeys } from './chat-keys';
import { getRoomHistory } from './get-room-history';

export const PAGE_SIZE = 30;
/** Rocket.Chat's upper count limit: what came in while the page was open fits one call. */
const NEWER_LIMIT = 100;

type Room = { id: string; type: ConversationType };

/** The newest page; older pages and newer messages are merged in by the hook below. */
export const messagesQueryOptions = (userId: string, room: Room) =>
  queryOptions({
    queryKey: chatKeys.messages(userId, room.id),
    queryFn: async ({ signal }): Promise<MessagesState> => {
      const page = await getRoomHistory(room, { count: PAGE_SIZE }, signal);
      return { messages: page.messages, hasOlder: page.received >= PAGE_SIZE };
    },
    // Kept up to date by merging, never refetched wholesale.
    staleTime: Infinity,
    meta: CHAT_HOST_META,
  });

export function useRoomMessages(userId: string, room: Room) {
  const queryClient = useQueryClient();
  const key = chatKeys.messages(userId, room.id);
  const query = useQuery(messagesQueryOptions(userId, room));
  const current = () => queryClient.getQueryData<MessagesState>(key);

  const older = useMutation({
    mutationFn: () =>
      getRoomHistory(room, { count: PAGE_SIZE, latest: oldestAt(current() ?? { messages: [], hasOlder: false }), inclusive: true }),
    onSuccess: (page) =>
      queryClient.setQueryData<MessagesState>(key, (s) => s && withOlderPage(s, page.messages, page.received >= PAGE_SIZE)),
  });

  const newer = useMutation({
    mutationFn: () =>
      getRoomHistory(room, { count: NEWER_LIMIT, oldest: newestAt(current() ?? { messages: [], hasOlder: false }), inclusive: true }),
    onSuccess: (page) =>
      queryClient.setQueryData<MessagesState>(key, (s) => s && { ...s, messages: mergeMessages(s.messages, page.messages) }),
  });

  return { query, older, newer };
}
