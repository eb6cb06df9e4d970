import { z } from 'zod';

/** `?classId=&studentId=` of the coursework screens: other screens (class replay, my students) link with them. */
export const classStudentSearch = z.object({
  classId: z.coerce.number().int().positive().optional().catch(undefined),
  studentId: z.coerce.number().int().positive().optional().catch(undefined),
});
