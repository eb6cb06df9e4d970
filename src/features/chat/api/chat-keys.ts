import { scopedKey } from '@/lib/query/identity-scope';

/**
 * Every chat query key holds the portal identity and the chat user: answers of one Rocket.Chat user can never
 * be shown to another (sign-out and switching teacher also clear the cache).
 */
export const chatKeys = {
  all: (userId: string) => scopedKey('chat', userId),
  conversations: (userId: string) => scopedKey('chat', userId, 'conversations'),
  messages: (userId: string, roomId: string) => scopedKey('chat', userId, 'messages', roomId),
};
