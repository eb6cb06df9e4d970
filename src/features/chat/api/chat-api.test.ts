import { QueryClient } from '@tanstack/react-query';
import { http as mock, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REPLY_DELAY_MS } from '@mocks/lib/chat-store';
import { server } from '@mocks/node';
import { call } from '@mocks/tests/helpers';
import { signIn } from '@/features/auth/actions/sign-in';
import { signOut } from '@/features/auth/actions/sign-out';
import { switchToTeacher } from '@/features/auth/actions/switch-teacher';
import { queryClient as appQueryClient } from '@/lib/query/query-client';
import { getSession, setSession } from '@/lib/session/session-store';
import type { AuthSession } from '@/lib/session/session-types';
import { type ConversationsState, toConversations } from '../model/conversations';
import { chatKeys } from './chat-keys';
import { conversationsQueryOptions } from './conversations';
import { getRoomHistory } from './get-room-history';
import { sendMessage } from './send-message';

/** Signs in at the demo host and keeps only what the chat needs in the session. */
async function signInToChat(): Promise<string> {
  const { data } = await call('/login/teacher_portal', {
    form: { 'pseudonym_session[unique_id]': 'teacher@demo.school', 'pseudonym_session[password]': 'demo1234' },
  });
  const chat = (data.rc_token as { data: { userId: string; authToken: string } }).data;
  setSession({ accessToken: String(data.token), chat } as unknown as AuthSession);
  return chat.userId;
}

afterEach(() => vi.useRealTimers());

describe('conversations: a full load, then changes only', () => {
  let queryClient: QueryClient;
  beforeEach(() => {
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  });

  it('the second call asks with updatedSince and brings the reply with its unread count', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const userId = await signInToChat();
    const options = conversationsQueryOptions(userId);
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => void asked.push(request.url));

    const first = await queryClient.fetchQuery(options);
    const direct = toConversations(first).find((c) => c.type === 'd' && c.unread === 0)!;
    const sent = await sendMessage({ id: 'm1abc', roomId: direct.id, text: 'Any questions?' });
    expect(sent).toMatchObject({ id: 'm1abc', roomId: direct.id, text: 'Any questions?', author: { id: userId }, system: null });

    vi.advanceTimersByTime(REPLY_DELAY_MS);
    asked.length = 0;
    const second = await queryClient.fetchQuery({ ...options, staleTime: 0 });
    expect(asked.every((url) => url.includes('updatedSince='))).toBe(true);
    const after = toConversations(second).find((c) => c.id === direct.id)!;
    expect(after.unread).toBe(1);
    expect(after.lastMessage?.author.id).not.toBe(userId);
    expect(toConversations(second)).toHaveLength(toConversations(first).length);
    server.events.removeAllListeners();
  });

  it('keeps local changes made while a poll was on its way', async () => {
    const userId = await signInToChat();
    const options = conversationsQueryOptions(userId);
    const first = await queryClient.fetchQuery(options);
    const read = toConversations(first).find((c) => c.unread > 0)!;
    // The teacher reads a room while the next poll runs; the poll answer has no change for it.
    const poll = queryClient.fetchQuery({ ...options, staleTime: 0 });
    queryClient.setQueryData<ConversationsState>(
      options.queryKey,
      (s) =>
        s && {
          ...s,
          subscriptions: Object.fromEntries(
            Object.entries(s.subscriptions).map(([k, v]) => [k, v.roomId === read.id ? { ...v, unread: 0 } : v]),
          ),
        },
    );
    expect(toConversations(await poll).find((c) => c.id === read.id)?.unread).toBe(0);
  });
});

describe('getRoomHistory', () => {
  it('reads both date forms, shows "joined", leaves out other system messages and unreadable ones', async () => {
    await signInToChat();
    server.use(
      mock.get('*/api/v1/groups.history', () =>
        HttpResponse.json({
          success: true,
          messages: [
            { _id: 'c', rid: 'r', msg: 'newest', ts: { $date: Date.parse('2026-06-10T10:02:00Z') }, u: { _id: 'u', username: 'ann' } },
            { _id: 'b', rid: 'r', msg: 'pinned', t: 'message_pinned', ts: '2026-06-10T10:01:30Z', u: { _id: 'u', username: 'ann' } },
            { _id: 'x', rid: 'r', msg: 'broken', ts: 'not a date', u: { _id: 'u', username: 'ann' } },
            { _id: 'a', rid: 'r', msg: 'ann', t: 'uj', ts: '2026-06-10T10:00:00Z', u: { _id: 'u', username: 'ann', name: 'Ann' } },
          ],
        }),
      ),
    );
    const page = await getRoomHistory({ id: 'r', type: 'p' }, { count: 4 });
    expect(page.received).toBe(4);
    expect(page.messages.map((m) => [m.id, m.system, m.at])).toEqual([
      ['a', 'joined', '2026-06-10T10:00:00.000Z'],
      ['c', null, '2026-06-10T10:02:00.000Z'],
    ]);
    expect(page.messages[1]?.author).toEqual({ id: 'u', username: 'ann', name: 'ann' });
  });

  it('asks the history endpoint of the room type with the paging parameters', async () => {
    await signInToChat();
    let url: URL | null = null;
    server.use(
      mock.get('*/api/v1/im.history', ({ request }) => {
        url = new URL(request.url);
        return HttpResponse.json({ success: true, messages: [] });
      }),
    );
    await getRoomHistory({ id: 'room 1', type: 'd' }, { count: 30, latest: '2026-06-10T10:00:00.000Z', inclusive: true });
    expect(Object.fromEntries(url!.searchParams)).toEqual({
      roomId: 'room 1',
      count: '30',
      latest: '2026-06-10T10:00:00.000Z',
      inclusive: 'true',
    });
  });
});

describe("one identity's chat never reaches the next", () => {
  it('switching teacher and signing out drop every cached chat answer', async () => {
    await signIn({ username: 'admin@demo.school', password: 'demo1234', rememberMe: false });
    const userId = getSession()!.chat!.userId;
    const cached = () => appQueryClient.getQueriesData({ queryKey: chatKeys.all(userId) }).filter(([, data]) => data !== undefined);
    await appQueryClient.fetchQuery(conversationsQueryOptions(userId));
    expect(cached()).toHaveLength(1);

    await switchToTeacher({ id: 1001, name: 'Emma Li', email: 'teacher@demo.school', groupId: 1 });
    expect(cached()).toEqual([]);

    await appQueryClient.fetchQuery(conversationsQueryOptions(userId));
    await signOut();
    expect(cached()).toEqual([]);
    expect(getSession()).toBeNull();
  });
});
