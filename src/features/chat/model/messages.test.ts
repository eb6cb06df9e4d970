import { describe, expect, it } from 'vitest';
import { type ChatMessage, groupByDay, hasUnseenMessage, mergeMessages, newMessageId, newestAt, oldestAt, withOlderPage } from './messages';

const author = { id: 'u1', username: 'tom', name: 'Tom' };
const msg = (id: string, at: string, text = id): ChatMessage => ({ id, roomId: 'r', text, at, author, system: null });

const A = msg('a', '2026-06-10T10:00:00.000Z');
const B = msg('b', '2026-06-10T10:01:00.000Z');
const C = msg('c', '2026-06-10T10:02:00.000Z');
const C2 = msg('c2', '2026-06-10T10:02:00.000Z');

describe('mergeMessages', () => {
  it.each<[string, ChatMessage[], ChatMessage[], string[]]>([
    ['nothing new keeps the list', [A, B], [], ['a', 'b']],
    ['newest-first page is sorted oldest first', [], [C, B, A], ['a', 'b', 'c']],
    ['overlapping page adds each id once', [A, B], [B, C], ['a', 'b', 'c']],
    ['older page goes in front', [B, C], [A], ['a', 'b', 'c']],
    ['same instant: ordered by id, stable', [C2], [C], ['c', 'c2']],
    ['empty both', [], [], []],
  ])('%s', (_, current, incoming, ids) => {
    expect(mergeMessages(current, incoming).map((m) => m.id)).toEqual(ids);
  });

  it('a message seen again replaces the old copy (edited text)', () => {
    expect(mergeMessages([A, B], [msg('b', B.at, 'edited')]).map((m) => m.text)).toEqual(['a', 'edited']);
  });
});

describe('paging', () => {
  it.each<[string, ChatMessage[], boolean, string]>([
    ['a full page: there may be more', [B, A], true, A.at],
    ['a short page: the start is loaded', [A], false, A.at],
    ['an empty page: the start is loaded', [], false, C.at],
  ])('%s', (_, page, hasOlder, oldest) => {
    const state = withOlderPage({ messages: [C], hasOlder: true }, page, hasOlder);
    expect(state.hasOlder).toBe(hasOlder);
    expect(oldestAt(state)).toBe(oldest);
    expect(newestAt(state)).toBe(C.at);
  });

  it('an empty conversation has no bounds', () => {
    expect(oldestAt({ messages: [], hasOlder: false })).toBeNull();
    expect(newestAt({ messages: [], hasOlder: false })).toBeNull();
  });
});

describe('hasUnseenMessage', () => {
  const state = { messages: [A, B], hasOlder: false };
  it.each<[string, Pick<ChatMessage, 'id' | 'at'> | null, boolean]>([
    ['no last message known', null, false],
    ['the last message is loaded', { id: 'b', at: B.at }, false],
    ['a newer one arrived', { id: 'c', at: C.at }, true],
    ['another one at the same instant as the newest', { id: 'b2', at: B.at }, true],
    ['an older unknown one (already paged past) is not new', { id: 'z', at: '2026-06-09T00:00:00.000Z' }, false],
  ])('%s', (_, last, expected) => {
    expect(hasUnseenMessage(state, last)).toBe(expected);
  });

  it('an empty conversation with a known last message fetches', () => {
    expect(hasUnseenMessage({ messages: [], hasOlder: false }, { id: 'a', at: A.at })).toBe(true);
  });
});

describe('newMessageId', () => {
  it('is 17 characters of the id alphabet, from the random bytes given', () => {
    const id = newMessageId((size) => Uint8Array.from({ length: size }, (_, i) => i * 37));
    expect(id).toMatch(/^[A-Za-z0-9]{17}$/);
    expect(newMessageId((size) => new Uint8Array(size))).toBe('2'.repeat(17));
  });

  it('differs between calls with real randomness', () => {
    expect(newMessageId()).not.toBe(newMessageId());
  });
});

describe('groupByDay', () => {
  const dayOf = (at: string) => at.slice(0, 10);
  it.each<[string, { at: string }[], string[][]]>([
    ['empty', [], []],
    ['one day', [{ at: '2026-06-10T01:00:00Z' }, { at: '2026-06-10T23:00:00Z' }], [['2026-06-10T01:00:00Z', '2026-06-10T23:00:00Z']]],
    [
      'midnight splits',
      [{ at: '2026-06-10T23:59:59Z' }, { at: '2026-06-11T00:00:00Z' }],
      [['2026-06-10T23:59:59Z'], ['2026-06-11T00:00:00Z']],
    ],
  ])('%s', (_, messages, groups) => {
    expect(groupByDay(messages, dayOf).map((g) => g.messages.map((m) => m.at))).toEqual(groups);
  });
});
