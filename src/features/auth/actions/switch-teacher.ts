import { queryClient } from '@/lib/query/query-client';
import { getSession, setSession } from '@/lib/session/session-store';
import type { AuthSession, Identity } from '@/lib/session/session-types';
import { getTeacherIdentity } from '../api/get-teacher-token';
import type { Teacher } from '../api/list-teachers';
import { deleteSessionToken } from '../api/logout';

const identityOf = (s: AuthSession): Identity => ({
  accessToken: s.accessToken,
  refreshToken: s.refreshToken,
  teacherId: s.teacherId,
  tzOffset: s.tzOffset,
  dstStart: s.dstStart,
  dstEnd: s.dstEnd,
  timezone: s.timezone,
});

/**
 * Cached answers of the previous identity go; the admin's own teacher list stays. Reset, not
 * removed: a screen on show keeps observing its query, which loads again with the new token.
 * Call it after the new identity is in the session store.
 */
function dropTeacherData(): void {
  void queryClient.resetQueries({ predicate: (query) => query.queryKey[0] !== 'teachers' });
}

/** Spec 4: acting as a teacher replaces the tokens, teacher id, tz and dst values. */
export async function switchToTeacher(teacher: Teacher): Promise<void> {
  const session = getSession();
  if (!session) throw new Error('No session');
  const identity = await getTeacherIdentity(teacher.id);
  if (session.ownIdentity) await deleteSessionToken().catch(() => undefined);
  setSession({
    ...session,
    ...identity,
    actingAs: { teacherId: teacher.id, name: teacher.name, email: teacher.email },
    ownIdentity: session.ownIdentity ?? identityOf(session),
    // A fresh identity: its first 401 may refresh at once.
    lastRefreshAt: 0,
  });
  dropTeacherData();
}

export async function returnToOwnAccount(): Promise<void> {
  const session = getSession();
  if (!session?.ownIdentity) return;
  await deleteSessionToken().catch(() => undefined);
  setSession({ ...session, ...session.ownIdentity, actingAs: null, ownIdentity: null, lastRefreshAt: 0 });
  dropTeacherData();
}
