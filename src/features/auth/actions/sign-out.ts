import { removeAllDrafts } from '@/lib/drafts/draft-store';
import { getSession, setSession } from '@/lib/session/session-store';
import type { AuthSession } from '@/lib/session/session-types';
import { revokeChatToken } from '../api/chat-logout';
import { deleteSessionToken } from '../api/logout';

/**
 * Tells the host, in the background and once each, that the sessions of a forgotten identity are
 * over: the acted-as teacher's, the admin's own, and the chat token. Nobody waits for it.
 */
export function endHostSessions(session: AuthSession): void {
  const tokens = [session.accessToken, ...(session.ownIdentity ? [session.ownIdentity.accessToken] : [])];
  for (const token of tokens) void deleteSessionToken(token).catch(() => undefined);
  if (session.chat) void revokeChatToken(session.chat).catch(() => undefined);
}

/**
 * Sign out, local first: tokens, cached answers and drafts go at once (the app's identity watch
 * clears the cache and lands on /login as soon as the session is null), then the host is told.
 * Signing out never waits for, and never fails because of, the host.
 */
export function signOut(): void {
  const session = getSession();
  // An explicit sign-out takes the drafts too (a session that merely expired keeps them).
  removeAllDrafts();
  setSession(null);
  if (session) endHostSessions(session);
}
