import type { AuthSession, Identity, IdentityTokens } from './session-types';

/**
 * Pure rules over a session's identities: the acted-as (or signed-in) teacher at the top level,
 * and while acting, the administrator's own identity beside it. No I/O, no store.
 */

/** A fresh identity id: new at every sign-in and every switch, so nothing old can match it. */
export const newIdentityId = (): string => `id-${crypto.randomUUID()}`;

/** Which of the session's identities a request acts as. */
export type IdentityRole = 'current' | 'own';

/** The session's top-level identity, as a value of its own. */
export const currentIdentityOf = (s: AuthSession): Identity => ({
  id: s.id,
  accessToken: s.accessToken,
  refreshToken: s.refreshToken,
  teacherId: s.teacherId,
  tzOffset: s.tzOffset,
  dstStart: s.dstStart,
  dstEnd: s.dstEnd,
  timezone: s.timezone,
  lastRefreshAt: s.lastRefreshAt,
});

/** The identity a request of this role acts as: the admin's own calls use the admin's tokens. */
export function identityFor(session: AuthSession | null, role: IdentityRole): Identity | null {
  if (!session) return null;
  return role === 'own' && session.ownIdentity ? session.ownIdentity : currentIdentityOf(session);
}

/** Every identity id the session holds (one, or two while an admin acts as a teacher). */
export const identityIds = (session: AuthSession | null): string[] =>
  session ? [session.id, ...(session.ownIdentity ? [session.ownIdentity.id] : [])] : [];

export function findIdentity(session: AuthSession | null, id: string): Identity | null {
  if (!session) return null;
  if (session.id === id) return currentIdentityOf(session);
  return session.ownIdentity?.id === id ? session.ownIdentity : null;
}

/**
 * The session with identity `id`'s new tokens, or null when the answer is stale: the identity is
 * gone (sign-out, switch) or its refresh token is no longer the one that was sent (another tab,
 * or a later refresh, already rotated it).
 */
export function withRefreshedTokens(
  session: AuthSession | null,
  id: string,
  sentRefreshToken: string,
  tokens: IdentityTokens,
  at: number,
): AuthSession | null {
  const identity = findIdentity(session, id);
  if (!session || !identity || identity.refreshToken !== sentRefreshToken) return null;
  const patch = { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken, lastRefreshAt: at };
  // The top level is the current identity; an own identity id is only ever the nested one.
  if (session.id === id) return { ...session, ...patch };
  return { ...session, ownIdentity: { ...identity, ...patch } };
}

/**
 * Another tab's session, adopted here: its identities, but where both tabs hold the same identity
 * the tokens of the later refresh win (a message about a switch may carry tokens older than a
 * refresh this tab already has).
 */
export function mergeRemoteSession(local: AuthSession | null, remote: AuthSession | null): AuthSession | null {
  if (!remote) return null;
  let merged = remote;
  for (const id of identityIds(remote)) {
    const mine = findIdentity(local, id);
    const theirs = findIdentity(remote, id);
    if (!mine || !theirs || mine.lastRefreshAt <= theirs.lastRefreshAt) continue;
    merged = withRefreshedTokens(merged, id, theirs.refreshToken, mine, mine.lastRefreshAt) ?? merged;
  }
  return merged;
}
