import { describe, expect, it } from 'vitest';
import {
  applyChanges,
  type Changes,
  EMPTY_CONVERSATIONS,
  markedRead,
  type RoomEntry,
  type SubscriptionEntry,
  toConversations,
  totalUnread,
  withSentMessage,
} from './conversations';
import type { ChatMessage } from './messages';

const sub = (roomId: string, unread: number, updatedAt: string, name = roomId): SubscriptionEntry => ({
  id: `s-${roomId}`,
  roomId,
  type: 'd',
  name,
  unread,
  updatedAt,
});
const message = (roomId: string, at: string, id = `${roomId}-${at}`): ChatMessage => ({
  id,
  roomId,
  text: 'hi',
  at,
  author: { id: 'x', username: 'x', name: 'X' },
  system: null,
});
const room = (id: string, updatedAt: string, last: string | null = updatedAt): RoomEntry => ({
  id,
  readOnly: false,
  lastMessage: last ? message(id, last) : null,
  updatedAt,
});
const none = <T>(): Changes<T> => ({ update: [], remove: [] });

const T1 = '2026-06-10T10:00:00.000Z';
const T2 = '2026-06-10T11:00:00.000Z';
const T3 = '2026-06-10T12:00:00.000Z';

describe('applyChanges', () => {
  it('a first full answer fills the state and stamps the newest _updatedAt', () => {
    const state = applyChanges(
      EMPTY_CONVERSATIONS,
      { update: [sub('a', 1, T1), sub('b', 0, T2)], remove: [] },
      { update: [room('a', T3), room('b', T1)], remove: [] },
    );
    expect(state.subscriptionsSince).toBe(T2);
    expect(state.roomsSince).toBe(T3);
    expect(Object.keys(state.subscriptions)).toEqual(['s-a', 's-b']);
  });

  it.each<[string, Changes<SubscriptionEntry>, number | undefined, string | null]>([
    ['nothing changed: since stays', none(), 1, T2],
    ['a newer version replaces', { update: [sub('a', 3, T3)], remove: [] }, 3, T3],
    ['an older version (overtaken poll) is ignored', { update: [sub('a', 9, T1)], remove: [] }, 1, T2],
    ['removed by subscription id', { update: [], remove: ['s-a'] }, undefined, T2],
  ])('%s', (_, changes, unread, since) => {
    const start = applyChanges(EMPTY_CONVERSATIONS, { update: [sub('a', 1, T2)], remove: [] }, none());
    const next = applyChanges(start, changes, none());
    expect(next.subscriptions['s-a']?.unread).toBe(unread);
    expect(next.subscriptionsSince).toBe(since);
  });
});

describe('toConversations', () => {
  it('orders by latest activity; a room without messages uses its own time; a missing room still lists', () => {
    const state = applyChanges(
      EMPTY_CONVERSATIONS,
      { update: [sub('old', 0, T1), sub('new', 2, T1), sub('quiet', 0, T1), sub('orphan', 0, T2)], remove: [] },
      { update: [room('old', T1), room('new', T3), room('quiet', T2, null)], remove: [] },
    );
    const list = toConversations(state);
    // quiet and orphan tie at T2: by name.
    expect(list.map((c) => c.id)).toEqual(['new', 'orphan', 'quiet', 'old']);
    expect(list.find((c) => c.id === 'orphan')?.lastMessage).toBeNull();
    expect(totalUnread(list)).toBe(2);
  });

  it('same activity: by name', () => {
    const state = applyChanges(EMPTY_CONVERSATIONS, { update: [sub('b', 0, T1, 'Bob'), sub('a', 0, T1, 'Amy')], remove: [] }, none());
    expect(toConversations(state).map((c) => c.name)).toEqual(['Amy', 'Bob']);
  });
});

describe('local updates', () => {
  const state = applyChanges(EMPTY_CONVERSATIONS, { update: [sub('a', 2, T1)], remove: [] }, { update: [room('a', T2)], remove: [] });

  it('markedRead clears the unread count once, and is a no-op after', () => {
    const read = markedRead(state, 'a');
    expect(read.subscriptions['s-a']?.unread).toBe(0);
    expect(markedRead(read, 'a')).toBe(read);
    expect(markedRead(state, 'unknown')).toBe(state);
  });

  it('withSentMessage shows the own message as last, never an older one', () => {
    expect(withSentMessage(state, message('a', T3, 'mine')).rooms.a?.lastMessage?.id).toBe('mine');
    expect(withSentMessage(state, message('a', T1, 'late'))).toBe(state);
    expect(withSentMessage(state, message('zz', T3))).toBe(state);
  });
});
