import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { chatHttp } from '@/lib/http/chat-client';
import { onFirstUse } from '@/lib/http/on-first-use';
import { apiRequest } from '@/lib/http/request';
import { type ConversationsState, markedRead } from '../model/conversations';
import { chatKeys } from './chat-keys';

export const schemas = onFirstUse(() => {
  const answer = z.object({ success: z.boolean() });

  return { answer };
});

/** POST /api/v1/subscriptions.read */
export const markRoomRead = (roomId: string) =>
  apiRequest('api/v1/subscriptions.read', schemas().answer, { client: chatHttp, method: 'post', json: { rid: roomId } });

/** Clears the unread badge at once; the next poll brings the server's count either way. */
export function useMarkRead(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRoomRead,
    onMutate: (roomId) => queryClient.setQueryData<ConversationsState>(chatKeys.conversations(userId), (s) => s && markedRead(s, roomId)),
  });
}
