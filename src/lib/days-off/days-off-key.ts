/** Where time off is kept: one key per identity (the user and the teacher acted as). */
export const DAYS_OFF_PREFIX = 'tp.days-off:';

export const daysOffKey = (session: { uid: number; teacherId: number } | null): string | null =>
  session ? `${DAYS_OFF_PREFIX}${session.uid}:${session.teacherId}` : null;

/** Whether this device keeps any: the note's code is not fetched for a teacher who never took time off here. */
export const anyDaysOffKept = (): boolean => Object.keys(localStorage).some((key) => key.startsWith(DAYS_OFF_PREFIX));
