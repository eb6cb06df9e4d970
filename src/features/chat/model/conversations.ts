/**
 * The conversation list, kept from Rocket.Chat's subscriptions (unread, names) and rooms (last
 * message), both polled with `updatedSince`: each poll brings only what changed since the
 * newest `_updatedAt` already seen (the server's clock, so a wrong laptop clock cannot skip any).
 */
import type { ChatMessage } from './messages';

export type ConversationType = 'd' | 'p' | 'c';

export interface SubscriptionEntry {
  id: string;
  roomId: string;
  type: ConversationType;
  name: string;
  unread: number;
  updatedAt: string;
}

export interface RoomEntry {
  id: string;
  readOnly: boolean;
  lastMessage: ChatMessage | null;
  updatedAt: string;
}

export interface Changes<T> {
  update: T[];
  /** Ids of removed entries (a subscription's own id, a room's id). */
  remove: string[];
}

export interface ConversationsState {
  subscriptions: Record<string, SubscriptionEntry>;
  rooms: Record<string, RoomEntry>;
  /** Newest `_updatedAt` seen: the next poll's `updatedSince` (null: ask for everything). */
  subscriptionsSince: string | null;
  roomsSince: string | null;
}

export interface Conversation {
  id: string;
  type: ConversationType;
  name: string;
  unread: number;
  readOnly: boolean;
  lastMessage: ChatMessage | null;
  /** For ordering: the last message, else the last change. */
  lastActivityAt: string;
}

export const EMPTY_CONVERSATIONS: ConversationsState = { subscriptions: {}, rooms: {}, subscriptionsSince: null, roomsSince: null };

const newest = (since: string | null, items: { updatedAt: string }[]) =>
  items.reduce<string | null>((max, item) => (max === null || item.updatedAt > max ? item.updatedAt : max), since);

function apply<T extends { id: string; updatedAt: string }>(current: Record<string, T>, changes: Changes<T>): Record<string, T> {
  const next = { ...current };
  for (const id of changes.remove) delete next[id];
  for (const item of changes.update) {
    const known = next[item.id];
    // An answer older than what we hold (a slow poll overtaken by a newer one) changes nothing.
    if (!known || item.updatedAt >= known.updatedAt) next[item.id] = item;
  }
  return next;
}

export function applyChanges(
  state: ConversationsState,
  subscriptions: Changes<SubscriptionEntry>,
  rooms: Changes<RoomEntry>,
): ConversationsState {
  return {
    subscriptions: apply(state.subscriptions, subscriptions),
    rooms: apply(state.rooms, rooms),
    subscriptionsSince: newest(state.subscriptionsSince, subscriptions.update),
    roomsSince: newest(state.roomsSince, rooms.update),
  };
}

/** Conversations with the latest activity first; a subscription without its room still shows. */
export function toConversations(state: ConversationsState): Conversation[] {
  return Object.values(state.subscriptions)
    .map((sub) => {
      const room = state.rooms[sub.roomId];
      const lastMessage = room?.lastMessage ?? null;
      return {
        id: sub.roomId,
        type: sub.type,
        name: sub.name,
        unread: sub.unread,
        readOnly: room?.readOnly ?? false,
        lastMessage,
        lastActivityAt: lastMessage?.at ?? room?.updatedAt ?? sub.updatedAt,
      };
    })
    .sort((a, b) => b.lastActivityAt.localeCompare(a.lastActivityAt) || a.name.localeCompare(b.name));
}

/** The room was read here: no unread badge until someone writes again. */
export function markedRead(state: ConversationsState, roomId: string): ConversationsState {
  const entry = Object.values(state.subscriptions).find((s) => s.roomId === roomId);
  if (!entry || entry.unread === 0) return state;
  return { ...state, subscriptions: { ...state.subscriptions, [entry.id]: { ...entry, unread: 0 } } };
}

/** The user's own message, shown in the list at once (the next poll confirms it). */
export function withSentMessage(state: ConversationsState, message: ChatMessage): ConversationsState {
  const room = state.rooms[message.roomId];
  if (!room || (room.lastMessage && room.lastMessage.at > message.at)) return state;
  return { ...state, rooms: { ...state.rooms, [room.id]: { ...room, lastMessage: message } } };
}

export const totalUnread = (conversations: readonly Conversation[]): number => conversations.reduce((sum, c) => sum + c.unread, 0);
