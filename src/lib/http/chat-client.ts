import ky, { type KyInstance } from 'ky';
import { env } from '@/lib/env';
import { getSession } from '@/lib/session/session-store';
import { type RequestContext, retryPolicy } from './client';
import { registerOrigin } from './unavailable';

/**
 * The second client: the school's Rocket.Chat. Same retry rules as the admin host, but its own
 * credentials (X-User-Id / X-Auth-Token from the login's rc_token) and none of the admin host's:
 * no bearer token and no token refresh, so a chat 401 never touches the admin session.
 */
export function createChatClient(prefixUrl: string): KyInstance {
  const client = ky.create({
    prefixUrl,
    timeout: 10_000,
    retry: retryPolicy('chat'),
    hooks: {
      beforeRequest: [
        (request, options) => {
          const chat = (options.context as RequestContext).chat ?? getSession()?.chat;
          request.headers.delete('Authorization');
          // Rocket.Chat's CORS allows neither; a chat write's idempotency is the message's own _id.
          request.headers.delete('Idempotency-Key');
          request.headers.delete('Access-Control-Allow-Origin');
          if (chat) {
            request.headers.set('X-User-Id', chat.userId);
            request.headers.set('X-Auth-Token', chat.authToken);
          } else {
            request.headers.delete('X-User-Id');
            request.headers.delete('X-Auth-Token');
          }
        },
      ],
    },
  });
  return registerOrigin(client, 'chat');
}

export const chatHttp = createChatClient(env.chatBaseUrl);
