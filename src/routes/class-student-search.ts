import { z } from 'zod/mini';
import { positiveIntParam } from './search-params';

/** `?classId=&studentId=` of the coursework screens: other screens (class replay, my students) link with them. */
export const classStudentSearch = z.object({
  classId: positiveIntParam(),
  studentId: positiveIntParam(),
});
