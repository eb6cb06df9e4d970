import type { AuthSession } from '@/lib/session/session-types';

interface ListedTeacher {
  id: number;
  email: string;
}

type SwitchingSession = Pick<AuthSession, 'teacherId' | 'email' | 'actingAs'> & { ownIdentity: Pick<AuthSession, 'teacherId'> | null };

/**
 * The teachers an admin can switch to: never the admin's own account (that is "Back to my account")
 * nor the teacher already acted as. The group's list includes its admin, by id and by email.
 */
export function switchableTeachers<T extends ListedTeacher>(teachers: readonly T[], session: SwitchingSession): T[] {
  const ownId = (session.ownIdentity ?? session).teacherId;
  const ownEmail = session.email.trim().toLowerCase();
  return teachers.filter(
    (teacher) =>
      teacher.id !== ownId &&
      teacher.id !== session.actingAs?.teacherId &&
      (ownEmail === '' || teacher.email.trim().toLowerCase() !== ownEmail),
  );
}
