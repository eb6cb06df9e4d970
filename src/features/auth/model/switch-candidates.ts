/** Who a group admin may switch to (spec 6), from the group's teacher list. */

export interface SwitchingAdmin {
  /** The admin's own user id (login `uid`) and email: the admin's own row of the list. */
  uid: number;
  email: string;
  /** The teacher acted as right now, if any. */
  actingAsId: number | null;
}

const sameEmail = (a: string, b: string) => a.trim() !== '' && a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Every teacher of the list but the admin's own account (by id, or by email when the list numbers
 * teachers apart from users: going back is "Back to my account", not acting as oneself) and the
 * teacher already acted as. Order kept.
 */
export function switchCandidates<T extends { id: number; email: string }>(teachers: readonly T[], admin: SwitchingAdmin): T[] {
  return teachers.filter((teacher) => teacher.id !== admin.uid && !sameEmail(teacher.email, admin.email) && teacher.id !== admin.actingAsId);
}
