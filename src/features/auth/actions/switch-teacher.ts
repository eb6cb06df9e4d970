import { currentIdentityOf } from '@/lib/session/identity';
import { getSession, setSession } from '@/lib/session/session-store';
import type { AuthSession } from '@/lib/session/session-types';
import { getTeacherIdentity } from '../api/get-teacher-token';
import type { Teacher } from '../api/list-teachers';
import { deleteSessionToken } from '../api/logout';

/** The session the switch started from is still the one signed in (no sign-out, switch or other tab since). */
const stillCurrent = (started: AuthSession) => getSession()?.id === started.id;

/**
 * Spec 4: acting as a teacher replaces the tokens, teacher id, tz and dst values. The answer is
 * applied only if nothing changed the session meanwhile; the identity left behind is ended on the
 * host in the background. The app's identity watch drops the old identity's answers.
 */
export async function switchToTeacher(teacher: Teacher): Promise<void> {
  const session = getSession();
  if (!session) throw new Error('No session');
  const identity = await getTeacherIdentity(teacher.id);
  if (!stillCurrent(session)) {
    void deleteSessionToken(identity.accessToken).catch(() => undefined);
    return;
  }
  setSession({
    ...session,
    ...identity,
    actingAs: { teacherId: teacher.id, name: teacher.name, email: teacher.email },
    ownIdentity: session.ownIdentity ?? currentIdentityOf(session),
  });
  if (session.ownIdentity) void deleteSessionToken(session.accessToken).catch(() => undefined);
}

export function returnToOwnAccount(): void {
  const session = getSession();
  if (!session?.ownIdentity) return;
  setSession({ ...session, ...session.ownIdentity, actingAs: null, ownIdentity: null });
  void deleteSessionToken(session.accessToken).catch(() => undefined);
}
