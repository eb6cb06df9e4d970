/**
 * The checklist after a class: what the host says is done, and a link to do the rest. Pure; the
 * links are the other screens' own (docs/api-contract.md), so this feature needs none of their code.
 */
import { htmlText } from '@/lib/html-text';
import type { HistoryFacts, StudentPastClass, StudentRecord } from './types';

export type ChecklistKind = 'comment' | 'state' | 'homework' | 'review' | 'evaluation';

export interface ChecklistItem {
  kind: ChecklistKind;
  /** Per-student items name the student. */
  student?: { id: number; name: string };
  /** undefined: the host has not said yet (that student's answer is still on its way or failed). */
  done: boolean | undefined;
  href: string;
}

/** States in which the class took place: only those are evaluated (the host refuses CLASS_NOT_HELD). */
const HELD = new Set(['pending', 'completed']);

const hashHref = (path: string, params: Record<string, number>) =>
  `#${path}?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString()}`;

/** Each student's entry for this class, from their record; undefined while the record is unknown. */
function pastEntry(records: ReadonlyMap<number, StudentRecord>, studentId: number, entry: HistoryFacts) {
  const record = records.get(studentId);
  if (!record) return undefined;
  return record.past.find((past) => past.id === entry.id || past.calendarEventId === entry.calendarEventId) ?? null;
}

/**
 * A student's homework, one line whatever its step: to assign, then (once handed in) to review. Assigned
 * and not handed in yet is done for now; handed in and not reviewed is to do again, in the review
 * screen with this class and student chosen. One line, so nothing below it moves when the answer comes.
 */
function homeworkItem(
  student: { id: number; name: string },
  past: StudentPastClass | null | undefined,
  params: { classId: number; studentId: number },
): ChecklistItem {
  const status = past === undefined ? undefined : (past?.homework ?? 'not_assigned');
  if (status === 'submitted' || status === 'reviewed')
    return { kind: 'review', student, done: status === 'reviewed', href: hashHref('/ReviewAssignments', params) };
  return {
    kind: 'homework',
    student,
    done: status === undefined ? undefined : status !== 'not_assigned',
    href: hashHref('/Assignments', params),
  };
}

export function classChecklist(entry: HistoryFacts, records: ReadonlyMap<number, StudentRecord>): ChecklistItem[] {
  const replay = hashHref('/kchf', { replay: entry.id });
  const items: ChecklistItem[] = [
    { kind: 'comment', done: htmlText(entry.teacherComment ?? '') !== '', href: replay },
    { kind: 'state', done: entry.state !== 'pending', href: replay },
  ];
  for (const student of entry.students) {
    const past = pastEntry(records, student.id, entry);
    const params = { classId: entry.id, studentId: student.id };
    items.push(homeworkItem({ id: student.id, name: student.name }, past, params));
  }
  if (HELD.has(entry.state)) {
    for (const student of entry.students) {
      const past = pastEntry(records, student.id, entry);
      items.push({
        kind: 'evaluation',
        student: { id: student.id, name: student.name },
        done: past === undefined ? undefined : !!past?.evaluation,
        href: hashHref('/EvalStudent', { classId: entry.id, studentId: student.id }),
      });
    }
  }
  return items;
}

/** Whether anything is left: an item known to be to do. Unknown items do not count until the host says. */
export const hasToDo = (items: readonly ChecklistItem[]): boolean => items.some((item) => item.done === false);

export const RECENT_DAYS = 7;

/** Classes that started in the last 7 days (up to now), newest first: those the dashboard counts. */
export function recentClasses(entries: readonly HistoryFacts[], nowMs: number): HistoryFacts[] {
  const since = nowMs - RECENT_DAYS * 24 * 60 * 60_000;
  return entries
    .filter((entry) => {
      const start = Date.parse(entry.startAt);
      return start >= since && start <= nowMs;
    })
    .sort((a, b) => Date.parse(b.startAt) - Date.parse(a.startAt));
}

/** Every student of those classes, each once: whose records the checklists read. */
export const studentsOf = (entries: readonly HistoryFacts[]): number[] => [
  ...new Set(entries.flatMap((entry) => entry.students.map((s) => s.id))),
];
