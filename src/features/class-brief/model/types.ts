/**
 * What the brief and the checklist read, in this feature's own words: the query plan
 * (queries/class-brief-sources.ts) maps the students and histories entities to them, so the
 * model's tests need no endpoint.
 */
export type HomeworkStatus = 'not_assigned' | 'assigned' | 'submitted' | 'reviewed';

/** One past class of a student with this teacher (GET .../students/{id}, newest first). */
export interface StudentPastClass {
  /** History entry id: what the replay, homework and evaluation screens take as classId. */
  id: number;
  calendarEventId: number;
  title: string;
  startAt: string;
  state: string;
  homework: HomeworkStatus;
  evaluation: { skills: Record<string, number>; comment: string; evaluatedAt: string | null } | null;
  practice: { done: number; total: number; quizAverage: number | null } | null;
}

export interface StudentRecord {
  id: number;
  name: string;
  past: readonly StudentPastClass[];
}

/** A class as the checklist needs it: the history entry (row 12 or the single entry). */
export interface HistoryFacts {
  id: number;
  calendarEventId: number;
  title: string;
  startAt: string;
  state: string;
  /** Rich-text HTML or null. */
  teacherComment: string | null;
  students: readonly { id: number; name: string }[];
}

/** A handed-in or graded homework (GET .../submissions?class_id=). */
export interface SubmissionFacts {
  studentId: number;
  status: 'submitted' | 'graded';
  score: number | null;
}

/** The five skills of an evaluation, in the order the evaluation form asks them. */
export const SKILLS = ['pronunciation', 'fluency', 'vocabulary', 'grammar', 'participation'] as const;
