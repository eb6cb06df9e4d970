/** Records of the demo Rocket.Chat (lib/chat-store.ts), kept in the database as they are. */

export interface ChatUser {
  _id: string;
  username: string;
  name: string;
}

export interface ChatMessage {
  _id: string;
  rid: string;
  msg: string;
  ts: string;
  _updatedAt: string;
  u: ChatUser;
  /** System message type, e.g. "uj" (user joined); absent for ordinary messages. */
  t?: string;
}

export type ChatRoomType = 'd' | 'p' | 'c';

export interface ChatRoom {
  _id: string;
  t: ChatRoomType;
  /** Room name; for a direct message the other user's username. */
  name: string;
  /** Display name (the other user's name for a direct message). */
  fname: string;
  ts: string;
  updatedAt: string;
  /** Read-only channel: only its owners post. */
  ro: boolean;
  /** The other participants; the first ones answer the teacher. */
  members: ChatUser[];
  /** Oldest first. */
  messages: ChatMessage[];
}

export interface ChatSubscription {
  _id: string;
  rid: string;
  unread: number;
  alert: boolean;
  ls: string;
  ts: string;
  updatedAt: string;
}

export interface PendingReply {
  rid: string;
  due: number;
  u: ChatUser;
  msg: string;
}

export interface ChatAccount {
  user: ChatUser;
  rooms: ChatRoom[];
  subscriptions: ChatSubscription[];
  pending: PendingReply[];
  /** How many messages the user sent here: picks the next canned reply. */
  sent: number;
}

export interface ChatDb {
  tokens: Record<string, { userId: string; issuedAt: number }>;
  accounts: Record<string, ChatAccount>;
}
