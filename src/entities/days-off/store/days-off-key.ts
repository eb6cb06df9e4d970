/**
 * Where time off is kept: one key per teacher (issue 47.2). Time off belongs to the teacher: whoever acts as her on this
 * device (she, or an administrator acting as her) sees it and is bound by it; it never shows for another teacher.
 */
export const DAYS_OFF_PREFIX = 'tp.days-off:';

export const daysOffKey = (session: { teacherId: number } | null): string | null =>
  session ? `${DAYS_OFF_PREFIX}teacher:${session.teacherId}` : null;

/** Whether this device keeps any: the note's code is not fetched for a teacher who never took time off here. */
export const anyDaysOffKept = (): boolean => Object.keys(localStorage).some((key) => key.startsWith(DAYS_OFF_PREFIX));
