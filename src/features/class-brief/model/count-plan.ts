/**
 * What the dashboard's after-class count asks in the background. The histories page (one request)
 * says each class's comment, state and students; a student's homework and evaluation of a class are
 * only in that student's record (one request each). So the page alone settles every class whose
 * comment or state is to do, and the records are asked for the other classes only, and only a few:
 * the rest when the teacher opens /AfterClass or a class (docs/api-contract.md).
 */
import { classChecklist, hasToDo, studentsOf } from './checklist';
import type { HistoryFacts } from './types';

/** At most this many student records in the background, however many students the week had. */
export const BACKGROUND_RECORDS = 10;

/**
 * The students whose records the count asks: those of the classes the page cannot settle (comment and
 * state done), newest class first, each once, at most `limit`. A class whose students are all among
 * them is counted exactly; a class some of whose students are not is counted only if the records that
 * came show something to do (unknown items never count).
 */
export function backgroundStudents(entries: readonly HistoryFacts[], limit: number = BACKGROUND_RECORDS): number[] {
  const unsettled = entries.filter((entry) => !hasToDo(classChecklist(entry, new Map())));
  return studentsOf(unsettled).slice(0, limit);
}
