import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { chatHttp } from '@/lib/http/chat-client';
import { onFirstUse } from '@/lib/http/on-first-use';
import { apiRequest } from '@/lib/http/request';
import { type ConversationsState, withSentMessage } from '../model/conversations';
import { mergeMessages, type MessagesState } from '../model/messages';
import { chatKeys } from './chat-keys';
import { chatWire } from './chat-wire';

export const schemas = onFirstUse(() => {
  const answer = z.object({ message: chatWire().rcMessage });

  return { answer };
});

export interface OutgoingMessage {
  /** Chosen by the portal and kept for retries: the server answers a repeated id with the stored message. */
  id: string;
  roomId: string;
  text: string;
}

/** POST /api/v1/chat.sendMessage */
export async function sendMessage({ id, roomId, text }: OutgoingMessage) {
  return (
    await apiRequest('api/v1/chat.sendMessage', schemas().answer, {
      client: chatHttp,
      method: 'post',
      json: { message: { _id: id, rid: roomId, msg: text } },
    })
  ).message;
}

/** Sends, then shows the message in the conversation and the list without waiting for a poll. */
export function useSendMessage(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: (message) => {
      queryClient.setQueryData<MessagesState>(
        chatKeys.messages(userId, message.roomId),
        (s) => s && { ...s, messages: mergeMessages(s.messages, [message]) },
      );
      queryClient.setQueryData<ConversationsState>(chatKeys.conversations(userId), (s) => s && withSentMessage(s, message));
    },
  });
}
