/**
 * The demo Rocket.Chat: tokens issued with the login answer (rc_token) and, per chat user,
 * rooms, subscriptions and the replies other participants are about to send. Replies are
 * due at a fixed delay after a message and written when a request comes in at or after that
 * instant, so a controlled clock (vitest fake timers, Playwright page.clock) decides them.
 */
import type { ChatAccount, ChatDb, ChatMessage, ChatRoom } from '../core/chat-types';
import { type ChatPeople, seedChatAccount } from '../data/chat';
import { randomToken } from '../core/rand';
import type { Teacher } from '../core/types';
import { db, findTeacher, scheduleOf } from './store';
import { iso } from '../core/time';

/** The teacher's students (those with classes coming first) and group colleagues. */
function chatPeople(teacher: Teacher): ChatPeople {
  const schedule = scheduleOf(teacher);
  return {
    studentIds: [
      ...schedule.slots.filter((s) => s.state === 'scheduled').flatMap((s) => s.studentIds),
      ...schedule.history.flatMap((h) => h.studentIds),
    ],
    colleagues: db().teachers.filter((t) => t.group_id === teacher.group_id && t.id !== teacher.id),
  };
}

/** Other participants answer this long after the user's message. */
export const REPLY_DELAY_MS = 3000;
const MAX_TOKENS = 500;

export const chatUserId = (teacherId: number) => `rc-${teacherId}`;

function chatDb(): ChatDb {
  const data = db();
  data.chat ??= { tokens: {}, accounts: {} };
  return data.chat;
}

/** The login answer's rc_token.data: a new auth token for the teacher's chat user. */
export function issueChatToken(teacherId: number, now = Date.now()): { userId: string; authToken: string } {
  const tokens = chatDb().tokens;
  const authToken = randomToken('rc', 32);
  const userId = chatUserId(teacherId);
  tokens[authToken] = { userId, issuedAt: now };
  const all = Object.keys(tokens);
  if (all.length > MAX_TOKENS) {
    all
      .sort((a, b) => (tokens[a]?.issuedAt ?? 0) - (tokens[b]?.issuedAt ?? 0))
      .slice(0, all.length - MAX_TOKENS)
      .forEach((key) => delete tokens[key]);
  }
  return { userId, authToken };
}

/** Rocket.Chat's logout: the auth token stops working. */
export function revokeChatToken(request: Request): boolean {
  const token = request.headers.get('X-Auth-Token') ?? '';
  const tokens = chatDb().tokens;
  if (tokens[token]?.userId !== request.headers.get('X-User-Id')) return false;
  delete tokens[token];
  return true;
}

/**
 * The chat account the X-User-Id / X-Auth-Token headers open (null: not signed in), with due
 * replies delivered; `changed` says whether the database needs saving.
 */
export function chatAccountOf(request: Request, now: number): { account: ChatAccount; changed: boolean } | null {
  const userId = request.headers.get('X-User-Id') ?? '';
  const token = request.headers.get('X-Auth-Token') ?? '';
  const issued = chatDb().tokens[token];
  if (!issued || issued.userId !== userId) return null;
  const teacher = findTeacher(Number(userId.replace(/^rc-/, '')));
  if (!teacher) return null;
  const accounts = chatDb().accounts;
  const existing = accounts[userId];
  const account = existing ?? seedChatAccount(teacher, db().seededAt, chatPeople(teacher));
  accounts[userId] = account;
  const delivered = deliverDueReplies(account, now);
  return { account, changed: !existing || delivered };
}

export const findRoom = (account: ChatAccount, rid: string) => account.rooms.find((r) => r._id === rid);
export const findSubscription = (account: ChatAccount, rid: string) => account.subscriptions.find((s) => s.rid === rid);

/** Appends a message to its room; someone else's message counts as unread for the user. */
export function addMessage(account: ChatAccount, room: ChatRoom, message: ChatMessage, now: number): void {
  room.messages.push(message);
  room.updatedAt = iso(now);
  const subscription = findSubscription(account, room._id);
  if (subscription && message.u._id !== account.user._id) {
    subscription.unread += 1;
    subscription.alert = true;
    subscription.updatedAt = iso(now);
  }
}

/** Writes every reply that is due. `ts` is when it was due; `_updatedAt` is now, so updatedSince never misses it. */
export function deliverDueReplies(account: ChatAccount, now: number): boolean {
  const due = account.pending.filter((p) => p.due <= now).sort((a, b) => a.due - b.due);
  if (due.length === 0) return false;
  account.pending = account.pending.filter((p) => p.due > now);
  for (const reply of due) {
    const room = findRoom(account, reply.rid);
    if (!room) continue;
    const id = `${room._id}-r${room.messages.length}-${reply.due}`;
    addMessage(account, room, { _id: id, rid: room._id, msg: reply.msg, ts: iso(reply.due), _updatedAt: iso(now), u: reply.u }, now);
  }
  return true;
}
