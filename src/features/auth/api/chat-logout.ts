import { z } from 'zod/mini';
import { chatHttp } from '@/lib/http/chat-client';
import { apiRequest } from '@/lib/http/request';
import type { ChatCredentials } from '@/lib/session/session-types';

/** Rocket.Chat's POST /api/v1/logout: revokes the chat token of a user who signed out (once, in the background). */
export async function revokeChatToken(chat: ChatCredentials): Promise<void> {
  await apiRequest('api/v1/logout', z.unknown(), { client: chatHttp, method: 'post', once: true, chat });
}
