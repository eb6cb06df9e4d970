import { removeAllDrafts } from '@/lib/drafts/draft-store';
import { queryClient } from '@/lib/query/query-client';
import { getSession, setSession } from '@/lib/session/session-store';
import { deleteSessionToken } from '../api/logout';

/** Drops everything the previous identity left in memory and storage. */
export function forgetIdentity(): void {
  queryClient.cancelQueries();
  queryClient.clear();
  setSession(null);
}

/**
 * Sign out: end the host session(s) (a teacher session an admin acts in, then the admin's own),
 * then forget locally whatever the host said: signing out must never fail for the user.
 */
export async function signOut(): Promise<void> {
  const session = getSession();
  if (session) {
    await deleteSessionToken().catch(() => undefined);
    if (session.ownIdentity) {
      setSession({ ...session, ...session.ownIdentity, actingAs: null, ownIdentity: null });
      await deleteSessionToken().catch(() => undefined);
    }
  }
  // An explicit sign-out takes the drafts too (a session that merely expired keeps them).
  removeAllDrafts();
  forgetIdentity();
}
