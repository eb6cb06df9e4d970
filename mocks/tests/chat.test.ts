import { afterEach, describe, expect, it, vi } from 'vitest';
import { STUDENT_REPLIES } from '../data/chat';
import { REPLY_DELAY_MS } from '../lib/chat-store';
import { call, type Json, login } from './helpers';

interface Sub {
  rid: string;
  t: string;
  fname: string;
  unread: number;
  _updatedAt: string;
}
interface Msg {
  _id: string;
  msg: string;
  ts: string;
  u: { _id: string };
}

async function chatLogin(email = 'teacher@demo.school') {
  const answer = await login(email);
  const { userId, authToken } = (answer.rc_token as { data: { userId: string; authToken: string } }).data;
  const headers = { 'X-User-Id': userId, 'X-Auth-Token': authToken };
  const chat = (path: string, init: Parameters<typeof call>[1] = {}) =>
    call(path, { ...init, headers: { ...headers, ...(init.headers as Record<string, string>) } });
  return { userId, chat };
}

const subsOf = (data: Json) => data.update as Sub[];
const messagesOf = (data: Json) => data.messages as Msg[];

afterEach(() => {
  vi.useRealTimers();
});

describe('demo Rocket.Chat: auth', () => {
  it.each<[string, Record<string, string> | null]>([
    ['no headers', null],
    ['an unknown token', { 'X-User-Id': 'rc-1001', 'X-Auth-Token': 'rc~nope' }],
  ])('refuses %s with Rocket.Chat 401', async (_, headers) => {
    const answer = await call('/api/v1/subscriptions.get', headers ? { headers } : {});
    expect(answer.status).toBe(401);
    expect(answer.data).toEqual({ status: 'error', message: 'You must be logged in to do this.' });
  });

  it('a token only opens its own user', async () => {
    const { chat } = await chatLogin();
    expect((await chat('/api/v1/subscriptions.get', { headers: { 'X-User-Id': 'rc-1002' } })).status).toBe(401);
    // The admin host's bearer token is no chat credential.
    const { token } = await login('teacher@demo.school');
    expect((await call('/api/v1/subscriptions.get', { token })).status).toBe(401);
  });
});

describe('demo Rocket.Chat: conversations and history', () => {
  it('lists direct messages, a group and a read-only channel, with unread counts', async () => {
    const { chat } = await chatLogin();
    const subs = subsOf((await chat('/api/v1/subscriptions.get')).data);
    expect(subs.map((s) => s.t).sort()).toEqual(['c', 'd', 'd', 'd', 'p']);
    expect(subs.reduce((n, s) => n + s.unread, 0)).toBe(4);
    const rooms = (await chat('/api/v1/rooms.get')).data.update as { _id: string; ro: boolean; lastMessage?: Msg }[];
    expect(rooms.filter((r) => r.ro)).toHaveLength(1);
    expect(rooms.every((r) => r.lastMessage)).toBe(true);
  });

  it('updatedSince answers only what changed; an unreadable one is a 400', async () => {
    const { chat } = await chatLogin();
    const subs = subsOf((await chat('/api/v1/subscriptions.get')).data);
    const newest = subs
      .map((s) => s._updatedAt)
      .sort()
      .at(-1)!;
    expect(subsOf((await chat(`/api/v1/subscriptions.get?updatedSince=${newest}`)).data)).toEqual([]);
    expect((await chat('/api/v1/subscriptions.get?updatedSince=yesterday')).status).toBe(400);
  });

  it('pages a history newest first with count, latest and inclusive', async () => {
    const { chat } = await chatLogin();
    const dm = subsOf((await chat('/api/v1/subscriptions.get')).data).find((s) => s.unread === 2)!;
    const first = messagesOf((await chat(`/api/v1/im.history?roomId=${dm.rid}&count=30`)).data);
    expect(first).toHaveLength(30);
    expect(first[0]!.ts > first[29]!.ts).toBe(true);
    const oldest = first[29]!.ts;
    const second = messagesOf((await chat(`/api/v1/im.history?roomId=${dm.rid}&count=30&latest=${oldest}`)).data);
    expect(second[0]!.ts < oldest).toBe(true);
    const inclusive = messagesOf((await chat(`/api/v1/im.history?roomId=${dm.rid}&count=30&latest=${oldest}&inclusive=true`)).data);
    expect(inclusive[0]!._id).toBe(first[29]!._id);
    const rest = messagesOf((await chat(`/api/v1/im.history?roomId=${dm.rid}&count=100&latest=${second.at(-1)!.ts}`)).data);
    expect(first.length + second.length + rest.length).toBe(64);
    expect((await chat(`/api/v1/im.history?roomId=${dm.rid}&count=5&offset=62`)).data.messages).toHaveLength(2);
    // The group's history is groups.history, not im.history.
    const group = subsOf((await chat('/api/v1/subscriptions.get')).data).find((s) => s.t === 'p')!;
    expect((await chat(`/api/v1/im.history?roomId=${group.rid}`)).status).toBe(400);
    expect((await chat(`/api/v1/groups.history?roomId=${group.rid}`)).status).toBe(200);
  });
});

describe('demo Rocket.Chat: sending and replies', () => {
  it('refuses what Rocket.Chat refuses', async () => {
    const { chat } = await chatLogin();
    const subs = subsOf((await chat('/api/v1/subscriptions.get')).data);
    const dm = subs.find((s) => s.t === 'd')!;
    const channel = subs.find((s) => s.t === 'c')!;
    const send = (message: Record<string, string>) => chat('/api/v1/chat.sendMessage', { json: { message } });
    expect((await send({ rid: 'nope', msg: 'x' })).data).toMatchObject({ success: false, errorType: 'error-room-not-found' });
    expect((await send({ rid: dm.rid, msg: '   ' })).data).toMatchObject({ errorType: 'error-invalid-params' });
    expect((await send({ rid: dm.rid, msg: 'x'.repeat(5001) })).data).toMatchObject({ errorType: 'error-message-size-exceeded' });
    expect((await send({ rid: channel.rid, msg: 'hi' })).data).toMatchObject({ errorType: 'error-action-not-allowed' });
    expect((await send({ rid: dm.rid, msg: 'hi', _id: 'bad id!' })).data).toMatchObject({ errorType: 'error-invalid-params' });
  });

  it('a repeated message id posts once; the student answers 3 s later, as unread', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const { chat, userId } = await chatLogin();
    const dm = subsOf((await chat('/api/v1/subscriptions.get')).data).find((s) => s.t === 'd' && s.unread === 0)!;
    const send = () => chat('/api/v1/chat.sendMessage', { json: { message: { _id: 'abcDEF123', rid: dm.rid, msg: 'Hello!' } } });
    const sent = (await send()).data.message as Msg;
    expect(sent).toMatchObject({ _id: 'abcDEF123', msg: 'Hello!', u: { _id: userId } });
    expect((await send()).data.message).toEqual(sent);
    const history = () => chat(`/api/v1/im.history?roomId=${dm.rid}&count=100`).then((a) => messagesOf(a.data));
    expect((await history()).filter((m) => m._id === 'abcDEF123')).toHaveLength(1);

    vi.advanceTimersByTime(REPLY_DELAY_MS - 1);
    expect((await history())[0]!._id).toBe('abcDEF123');
    const since = new Date().toISOString();
    vi.advanceTimersByTime(1);
    const [reply] = await history();
    expect(reply).toMatchObject({ msg: STUDENT_REPLIES[0], ts: new Date(Date.parse(sent.ts) + REPLY_DELAY_MS).toISOString() });
    expect(reply!.u._id).not.toBe(userId);

    const changed = subsOf((await chat(`/api/v1/subscriptions.get?updatedSince=${since}`)).data);
    expect(changed).toEqual([expect.objectContaining({ rid: dm.rid, unread: 1 })]);
    expect((await chat('/api/v1/subscriptions.read', { json: { rid: dm.rid } })).data).toEqual({ success: true });
    expect(subsOf((await chat('/api/v1/subscriptions.get')).data).find((s) => s.rid === dm.rid)?.unread).toBe(0);
  });
});
