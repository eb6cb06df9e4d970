/** Sessions and tokens: access tokens live one hour; refresh tokens 1 day (30 with "remember me"). */
import { isSuperUserGroup } from '../data/accounts';
import { randomToken } from '../core/rand';
import { db, findTeacher, saveDb } from './store';
import { DAY, HOUR } from '../core/time';
import type { Session, Teacher } from '../core/types';

export const ACCESS_TOKEN_TTL_MS = HOUR;
const refreshTtl = (rememberMe: 0 | 1) => (rememberMe ? 30 : 1) * DAY;

export function openSession(uid: number, actorUid: number, rememberMe: 0 | 1, now = Date.now()): Session {
  const data = db();
  data.sessions = data.sessions.filter((s) => s.refreshExpiresAt > now); // prune dead sessions
  const session: Session = {
    id: randomToken('s', 12),
    uid,
    actorUid,
    access: randomToken(`a${uid}`),
    accessExpiresAt: now + ACCESS_TOKEN_TTL_MS,
    refresh: randomToken(`r${uid}`),
    refreshExpiresAt: now + refreshTtl(rememberMe),
    rememberMe,
  };
  data.sessions.push(session);
  saveDb();
  return session;
}

export const bearerToken = (request: Request): string | null =>
  /^Bearer\s+(\S+)$/i.exec(request.headers.get('Authorization') ?? '')?.[1] ?? null;

/** The session of a still valid access token. */
export function sessionOfAccess(token: string | null, now = Date.now()): Session | undefined {
  if (!token) return undefined;
  return db().sessions.find((s) => s.access === token && s.accessExpiresAt > now);
}

/** The session of an access token even when it expired (logout must still work). */
export const sessionOfAnyAccess = (token: string | null): Session | undefined =>
  token ? db().sessions.find((s) => s.access === token) : undefined;

const keepLast = (list: string[] | undefined, value: string) => [...(list ?? []), value].slice(-20);

/**
 * Issues a new access token and a new refresh token for a valid refresh token (rotation, as
 * OAuth hosts do): the old access token stops working and the old refresh token is spent, so a
 * tab that sends it again is refused.
 */
export function refreshSession(refreshToken: string, now = Date.now()): Session | undefined {
  const session = db().sessions.find((s) => s.refresh === refreshToken && s.refreshExpiresAt > now);
  if (!session) return undefined;
  session.previousAccess = keepLast(session.previousAccess, session.access);
  session.spentRefresh = keepLast(session.spentRefresh, session.refresh);
  session.access = randomToken(`a${session.uid}`);
  session.accessExpiresAt = now + ACCESS_TOKEN_TTL_MS;
  session.refresh = randomToken(`r${session.uid}`);
  saveDb();
  return session;
}

export function closeSession(session: Session): void {
  const data = db();
  data.sessions = data.sessions.filter((s) => s.id !== session.id);
  saveDb();
}

/** The "expire-tokens" fault and the expire control: access tokens issued so far stop working (one account's, or all). */
export function expireAllAccessTokens(uid?: number): number {
  const sessions = db().sessions.filter((s) => uid === undefined || s.uid === uid || s.actorUid === uid);
  for (const session of sessions) session.accessExpiresAt = 0;
  saveDb();
  return sessions.length;
}

export const isSuperUser = (t: Teacher) => isSuperUserGroup(t.group_id);
/** May `actor` act for the teachers of `groupId`? */
export const canManageGroup = (actor: Teacher, groupId: number) =>
  isSuperUser(actor) || (actor.is_admin === 1 && actor.group_id === groupId);

export const sessionUser = (session: Session) => ({ user: findTeacher(session.uid), actor: findTeacher(session.actorUid) });
