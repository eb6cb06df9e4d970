/**
 * The Rocket.Chat REST endpoints the portal's chat uses (REST API v1), at any base URL:
 * the browser app calls `<app base>/demo-chat/api/v1/...`. Auth is Rocket.Chat's:
 * `X-User-Id` + `X-Auth-Token` from the login answer's rc_token, never the admin host's bearer.
 */
import { http, HttpResponse } from 'msw';
import type { ChatAccount, ChatMessage, ChatRoom } from '../core/chat-types';
import { COLLEAGUE_REPLIES, STUDENT_REPLIES } from '../data/chat';
import { readBody } from '../lib/body';
import { addMessage, chatAccountOf, findRoom, findSubscription, REPLY_DELAY_MS, revokeChatToken } from '../lib/chat-store';
import { applyFaults } from '../lib/faults';
import { logRequest } from '../lib/request-log';
import { saveDb } from '../lib/store';
import { iso } from '../core/time';

/** Rocket.Chat's defaults: Message_MaxAllowedSize and API_Upper_Count_Limit. */
export const MAX_MESSAGE_LENGTH = 5000;
export const MAX_COUNT = 100;
const DEFAULT_COUNT = 20;

interface ChatContext {
  request: Request;
  url: URL;
  account: ChatAccount;
  now: number;
}

const failure = (error: string, errorType: string) => HttpResponse.json({ success: false, error, errorType }, { status: 400 });
const roomNotFound = () =>
  failure('The required "roomId" param provided does not match any room [error-room-not-found]', 'error-room-not-found');

function chatRoute(method: 'get' | 'post', path: string, resolver: (ctx: ChatContext) => Response | Promise<Response>) {
  return http[method](`*${path}`, async ({ request }) => {
    const url = new URL(request.url);
    await logRequest(request, Date.now());
    const injected = await applyFaults(url.pathname, request.method);
    if (injected) return injected;
    const now = Date.now();
    const opened = chatAccountOf(request, now);
    if (!opened) return HttpResponse.json({ status: 'error', message: 'You must be logged in to do this.' }, { status: 401 });
    const response = await resolver({ request, url, account: opened.account, now });
    if (opened.changed || method === 'post') saveDb();
    return response;
  });
}

/** `updatedSince`: absent -> everything; unreadable -> null (a 400). */
function readSince(url: URL): number | undefined | null {
  const raw = url.searchParams.get('updatedSince');
  if (raw === null || raw === '') return undefined;
  const ms = Date.parse(raw);
  return Number.isNaN(ms) ? null : ms;
}

const invalidSince = () => failure('Invalid date for `updatedSince` param.', 'error-invalid-params');

const subscriptionsGet = chatRoute('get', '/api/v1/subscriptions.get', ({ url, account }) => {
  const since = readSince(url);
  if (since === null) return invalidSince();
  const update = account.subscriptions
    .filter((s) => since === undefined || Date.parse(s.updatedAt) > since)
    .flatMap((s) => {
      const room = findRoom(account, s.rid);
      if (!room) return [];
      const { updatedAt, ...rest } = s;
      return [{ ...rest, t: room.t, name: room.name, fname: room.fname, open: true, _updatedAt: updatedAt, u: account.user }];
    });
  return HttpResponse.json({ update, remove: [], success: true });
});

const roomsGet = chatRoute('get', '/api/v1/rooms.get', ({ url, account }) => {
  const since = readSince(url);
  if (since === null) return invalidSince();
  const update = account.rooms
    .filter((r) => since === undefined || Date.parse(r.updatedAt) > since)
    .map((room) => {
      const lastMessage = room.messages.at(-1);
      return {
        _id: room._id,
        t: room.t,
        ...(room.t === 'd' ? { usernames: [account.user.username, room.name] } : { name: room.name, fname: room.fname }),
        ro: room.ro,
        ts: room.ts,
        _updatedAt: room.updatedAt,
        msgs: room.messages.length,
        ...(lastMessage ? { lm: lastMessage.ts, lastMessage } : {}),
      };
    });
  return HttpResponse.json({ update, remove: [], success: true });
});

const readInt = (raw: string | null, fallback: number) => {
  const value = raw === null || raw === '' ? fallback : Number(raw);
  return Number.isInteger(value) ? value : fallback;
};

/** im.history, groups.history, channels.history: newest first, `latest`/`oldest` exclusive unless `inclusive`. */
const history = (path: string, type: ChatRoom['t']) =>
  chatRoute('get', path, ({ url, account }) => {
    const params = url.searchParams;
    const room = findRoom(account, params.get('roomId') ?? '');
    if (!room || room.t !== type) return roomNotFound();
    const count = Math.min(MAX_COUNT, Math.max(1, readInt(params.get('count'), DEFAULT_COUNT)));
    const offset = Math.max(0, readInt(params.get('offset'), 0));
    // No `latest`: everything so far, including a message of this very millisecond.
    const latest = params.get('latest') ? Date.parse(params.get('latest')!) : Number.POSITIVE_INFINITY;
    const oldest = params.get('oldest') ? Date.parse(params.get('oldest')!) : Number.NEGATIVE_INFINITY;
    if (Number.isNaN(latest) || Number.isNaN(oldest)) return failure('Invalid date for `latest` or `oldest`.', 'error-invalid-params');
    const inclusive = params.get('inclusive') === 'true';
    const inRange = (m: ChatMessage) => {
      const ts = Date.parse(m.ts);
      return inclusive ? ts <= latest && ts >= oldest : ts < latest && ts > oldest;
    };
    const messages = room.messages
      .filter(inRange)
      .reverse()
      .slice(offset, offset + count);
    return HttpResponse.json({ messages, success: true });
  });

function scheduleReply(account: ChatAccount, room: ChatRoom, now: number): void {
  if (room.t === 'c' || room.members.length === 0 || account.pending.some((p) => p.rid === room._id)) return;
  const lines = room.t === 'd' ? STUDENT_REPLIES : COLLEAGUE_REPLIES;
  const turn = account.sent - 1;
  account.pending.push({
    rid: room._id,
    due: now + REPLY_DELAY_MS,
    u: room.members[turn % room.members.length]!,
    msg: lines[turn % lines.length]!,
  });
}

const sendMessage = chatRoute('post', '/api/v1/chat.sendMessage', async ({ request, account, now }) => {
  const body = await readBody(request);
  const room = findRoom(account, body['message[rid]'] ?? '');
  if (!room) return roomNotFound();
  const id = body['message[_id]'];
  if (id !== undefined && !/^[A-Za-z0-9_-]{1,64}$/.test(id)) return failure('Invalid message id.', 'error-invalid-params');
  // A repeated id is a retried send: answer the stored message, post nothing new.
  const existing = id === undefined ? undefined : room.messages.find((m) => m._id === id);
  if (existing) return HttpResponse.json({ message: existing, success: true });
  if (room.ro) return failure('You are not allowed to post in this read-only room.', 'error-action-not-allowed');
  const text = (body['message[msg]'] ?? '').trim();
  if (text === '') return failure('The "msg" param is required.', 'error-invalid-params');
  if (text.length > MAX_MESSAGE_LENGTH) return failure('Message too long.', 'error-message-size-exceeded');
  const message: ChatMessage = {
    _id: id ?? `${room._id}-u${room.messages.length}-${now}`,
    rid: room._id,
    msg: text,
    ts: iso(now),
    _updatedAt: iso(now),
    u: account.user,
  };
  addMessage(account, room, message, now);
  account.sent += 1;
  scheduleReply(account, room, now);
  return HttpResponse.json({ message, success: true });
});

const subscriptionsRead = chatRoute('post', '/api/v1/subscriptions.read', async ({ request, account, now }) => {
  const body = await readBody(request);
  const subscription = findSubscription(account, body.rid ?? body.roomId ?? '');
  if (!subscription) return roomNotFound();
  subscription.unread = 0;
  subscription.alert = false;
  subscription.ls = iso(now);
  subscription.updatedAt = iso(now);
  return HttpResponse.json({ success: true });
});

/** POST /api/v1/logout: the chat token the headers carry is revoked (Rocket.Chat REST). */
const logout = chatRoute('post', '/api/v1/logout', ({ request }) => {
  revokeChatToken(request);
  return HttpResponse.json({ status: 'success', data: { message: "You've been logged out!" } });
});

export const chatHandlers = [
  logout,
  subscriptionsGet,
  roomsGet,
  history('/api/v1/im.history', 'd'),
  history('/api/v1/groups.history', 'p'),
  history('/api/v1/channels.history', 'c'),
  sendMessage,
  subscriptionsRead,
];
