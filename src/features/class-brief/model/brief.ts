/**
 * The brief before a class: for each student, what happened last time with this teacher. Pure: the
 * route gathers the answers (docs/api-contract.md "The class brief") and this reads them.
 */
import { type HomeworkStatus, SKILLS, type StudentPastClass, type StudentRecord, type SubmissionFacts } from './types';

export interface LastClassBrief {
  historyId: number;
  title: string;
  startAt: string;
  /** Rich text (sanitised where shown); null: no comment written, undefined: not known yet. */
  comment: string | null | undefined;
  homework: { status: HomeworkStatus; score: number | null };
  practice: StudentPastClass['practice'];
}

export interface StudentBrief {
  id: number;
  name: string;
  classesTogether: number;
  last: LastClassBrief | null;
  lastEvaluation: {
    historyId: number;
    startAt: string;
    skills: { skill: (typeof SKILLS)[number]; score: number }[];
    firstLine: string;
  } | null;
}

/** What the route knows beside each student's record: comments by history id, submissions by history id. */
export interface BriefExtras {
  comments: ReadonlyMap<number, string | null>;
  submissions: ReadonlyMap<number, readonly SubmissionFacts[]>;
}

/** The class the brief is for, as its past entry may name it once it is over: it is not "last time". */
export interface BriefClass {
  classId: number;
}

const isThisClass = (past: StudentPastClass, { classId }: BriefClass) => past.id === classId || past.calendarEventId === classId;

/** Classes before this one, newest first, whatever order the host sent. */
export function earlierClasses(record: StudentRecord, cls: BriefClass): StudentPastClass[] {
  return record.past.filter((past) => !isThisClass(past, cls)).sort((a, b) => Date.parse(b.startAt) - Date.parse(a.startAt));
}

/** The comment's first line of plain words ("" when it has none). */
export function firstLine(text: string): string {
  return (
    text
      .split(/\r?\n/)
      .map((line) => line.trim())
      .find(Boolean) ?? ''
  );
}

function homeworkOf(past: StudentPastClass, studentId: number, extras: BriefExtras): LastClassBrief['homework'] {
  if (past.homework !== 'reviewed') return { status: past.homework, score: null };
  const graded = extras.submissions.get(past.id)?.find((s) => s.studentId === studentId && s.status === 'graded');
  return { status: 'reviewed', score: graded?.score ?? null };
}

export function studentBrief(record: StudentRecord, cls: BriefClass, extras: BriefExtras): StudentBrief {
  const earlier = earlierClasses(record, cls);
  const last = earlier[0];
  const evaluated = earlier.find((past) => past.evaluation);
  return {
    id: record.id,
    name: record.name,
    classesTogether: earlier.length,
    last: last
      ? {
          historyId: last.id,
          title: last.title,
          startAt: last.startAt,
          comment: extras.comments.has(last.id) ? extras.comments.get(last.id) : undefined,
          homework: homeworkOf(last, record.id, extras),
          practice: last.practice,
        }
      : null,
    lastEvaluation: evaluated?.evaluation
      ? {
          historyId: evaluated.id,
          startAt: evaluated.startAt,
          skills: SKILLS.flatMap((skill) => {
            const score = evaluated.evaluation!.skills[skill];
            return typeof score === 'number' && Number.isFinite(score) ? [{ skill, score }] : [];
          }),
          firstLine: firstLine(evaluated.evaluation.comment),
        }
      : null,
  };
}

/** The history entries whose comment the brief shows: each student's last class, each once. */
export function lastClassIds(records: readonly StudentRecord[], cls: BriefClass): number[] {
  return [
    ...new Set(
      records.flatMap((record) =>
        earlierClasses(record, cls)
          .slice(0, 1)
          .map((past) => past.id),
      ),
    ),
  ];
}

/** The classes whose submissions are asked for: a last class with homework handed in or reviewed. */
export function submissionClassIds(records: readonly StudentRecord[], cls: BriefClass): number[] {
  return [
    ...new Set(
      records.flatMap((record) => {
        const last = earlierClasses(record, cls)[0];
        return last && last.homework === 'reviewed' ? [last.id] : [];
      }),
    ),
  ];
}
