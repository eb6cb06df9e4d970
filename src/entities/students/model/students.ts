/** The teacher's students as the portal shows them: list, search, one student's classes. */
import type { PastClass as CoursePastClass, StudentRef } from '@/entities/classes/model/past-class';
import { filterByWords } from '@/lib/text-search';

export type HomeworkStatus = 'not_assigned' | 'assigned' | 'submitted' | 'reviewed';
export type ClassState = 'pending' | 'completed' | 'student_absent' | 'teacher_absent' | 'technical_problem';

export interface StudentSummary {
  id: number;
  name: string;
  shortName: string;
  upcomingCount: number;
  pastCount: number;
  nextClassAt: string | null;
  lastClassAt: string | null;
  /** Submissions waiting for the teacher's review. */
  homeworkToReview: number;
  /** Completed classes without an evaluation yet. */
  evaluationsOwed: number;
}

export interface UpcomingClass {
  eventId: number;
  title: string;
  startAt: string;
  endAt: string;
  courseName: string;
  group: boolean;
}

export interface Evaluation {
  skills: Record<string, number>;
  comment: string;
  evaluatedAt: string | null;
}

/** The student's after-class practice of one class (project-defined, docs/api-contract.md). */
export interface PracticeSummary {
  done: number;
  total: number;
  /** Mean quiz score (0-100) of the quizzes done; null when none was. */
  quizAverage: number | null;
}

/** A past class of the student: the coursework screens' past class, with this student's part in it. */
export interface PastClass extends Pick<CoursePastClass, 'id' | 'calendarEventId' | 'title' | 'startAt' | 'endAt'> {
  state: ClassState;
  homework: HomeworkStatus;
  evaluation: Evaluation | null;
  practice: PracticeSummary | null;
}

export interface StudentDetail {
  student: StudentRef;
  upcoming: UpcomingClass[];
  past: PastClass[];
}

/**
 * Students whose name, short name or id contain every word of the query, in list order.
 * An empty query keeps everyone.
 */
export function searchStudents<T extends Pick<StudentSummary, 'id' | 'name' | 'shortName'>>(students: readonly T[], query: string): T[] {
  return filterByWords(students, query, (s) => `${s.name} ${s.shortName} ${s.id}`);
}

/** A class that started and has not ended yet (it is still listed with the upcoming ones). */
export const isInProgress = (c: Pick<UpcomingClass, 'startAt' | 'endAt'>, now: Date): boolean =>
  Date.parse(c.startAt) <= now.getTime() && now.getTime() < Date.parse(c.endAt);

/** A class that took place (completed, or still to be confirmed) can be evaluated. */
export const isEvaluable = (c: Pick<PastClass, 'state'>): boolean => c.state === 'completed' || c.state === 'pending';

/** Past classes a teacher still has something to do for. */
export function openTasks(past: readonly PastClass[]): { toReview: number; toEvaluate: number } {
  return {
    toReview: past.filter((c) => c.homework === 'submitted').length,
    toEvaluate: past.filter((c) => isEvaluable(c) && c.evaluation === null).length,
  };
}

/**
 * Links to the screens of the other areas (assign, review, evaluate, replay), by hash path and
 * search params only: those screens are theirs, this one only points at them.
 */
export function studentLinks(studentId: number, classId?: number): Record<'assign' | 'review' | 'evaluate' | 'replay', string> {
  const query = new URLSearchParams(
    classId === undefined ? { studentId: String(studentId) } : { classId: String(classId), studentId: String(studentId) },
  );
  const withStudent = (path: string) => `#${path}?${query.toString()}`;
  return {
    assign: withStudent('/Assignments'),
    review: withStudent('/ReviewAssignments'),
    evaluate: withStudent('/EvalStudent'),
    replay: '#/kchf',
  };
}

/** What is left to do for one past class of the student, each a link to the screen that does it. */
export function classTasks(c: PastClass): ('assign' | 'review' | 'evaluate')[] {
  const tasks: ('assign' | 'review' | 'evaluate')[] = [];
  if (isEvaluable(c) && c.homework === 'not_assigned') tasks.push('assign');
  if (c.homework === 'submitted') tasks.push('review');
  if (isEvaluable(c) && c.evaluation === null) tasks.push('evaluate');
  return tasks;
}
