/**
 * Every chat query key starts with the chat identity: answers of one Rocket.Chat user can never
 * be shown to another (sign-out and switching teacher also clear the cache).
 */
export const chatKeys = {
  all: (userId: string) => ['chat', userId] as const,
  conversations: (userId: string) => ['chat', userId, 'conversations'] as const,
  messages: (userId: string, roomId: string) => ['chat', userId, 'messages', roomId] as const,
};
