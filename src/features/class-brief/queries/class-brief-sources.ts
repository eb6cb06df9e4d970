/**
 * The brief and the checklist read the students, histories and submissions answers the portal already
 * uses (docs/api-contract.md "The class brief and the checklist"), from src/entities/ where every
 * feature reads them. One plan of queries serves the screens (hooks) and the dashboard's idle prefetch.
 */
import { type QueryClient, useQueries } from '@tanstack/react-query';
import { type BriefExtras, lastClassIds, submissionClassIds } from '@/features/class-brief/model/brief';
import { recentClasses, studentsOf } from '@/features/class-brief/model/checklist';
import { backgroundStudents } from '@/features/class-brief/model/count-plan';
import type { HistoryFacts, StudentRecord } from '@/features/class-brief/model/types';
import { type Submission, submissionsQueryOptions } from '@/entities/submissions/api/get-submissions';
import { historiesQueryOptions } from '@/entities/histories/api/get-histories';
import { historyItemQueryOptions } from '@/entities/histories/api/get-history-item';
import type { HistoryItem } from '@/entities/histories/model/history';
import { studentQueryOptions } from '@/entities/students/api/get-student';
import type { StudentDetail } from '@/entities/students/model/students';
import { isApiError } from '@/lib/http/api-error';
import { identityScope } from '@/lib/query/identity-scope';
import { OFFLINE_MAX_AGE_MS } from '@/lib/query/offline-copy';

/**
 * A brief's answers (past classes, last comment, scores) change over days, not minutes: once fetched
 * (the dashboard's idle prefetch, or a tap) they are not asked again for a few minutes, so opening a
 * prefetched brief makes no call, however long the teacher took to tap.
 */
const BRIEF_FRESH_MS = 5 * 60_000;
/** Kept with the schedule's offline copy: sealed for the identity, for a day, erased on sign-out and switch. */
const sealed = <T extends object>(options: T) => ({
  ...options,
  meta: { offline: true },
  gcTime: OFFLINE_MAX_AGE_MS,
  staleTime: BRIEF_FRESH_MS,
});
/** The checklist says what the host says now: asked again whenever shown (a form may have been sent meanwhile). */
const fresh = <T extends object>(options: T) => ({ ...options, staleTime: 0 });

const toRecord = (detail: StudentDetail): StudentRecord => ({ id: detail.student.id, name: detail.student.name, past: detail.past });
const toFacts = (item: HistoryItem): HistoryFacts => ({ ...item, title: item.rawTitle });
const toSubmissions = (list: readonly Submission[]) => list.map((s) => ({ studentId: s.student.id, status: s.status, score: s.score }));

/** Row 12's newest entries: a week of classes fits one page of 50. */
const RECENT_PAGE = 50;

const plan = {
  students: (ids: readonly number[]) => ids.map((id) => sealed(studentQueryOptions(id))),
  entry: (historyId: number) => sealed(historyItemQueryOptions(historyId)),
  submissions: (classId: number) => sealed(submissionsQueryOptions({ classId })),
  recent: () => sealed(historiesQueryOptions(1, RECENT_PAGE)),
};

interface Outcome {
  failed: boolean;
  /**
   * Every failure said is for want of the host (unavailable, or the device offline): a part inside a page that
   * says so itself (the waiting room, the dashboard's dialog) notes it quietly, without a second Try again.
   */
  waitsForHost: boolean;
  /** The first failure, for its message (offline, lost contact, a refusal). */
  error: unknown;
  pending: boolean;
  retry: () => void;
}

type Answer = { isPending: boolean; isError: boolean; error: unknown; data?: unknown; refetch: () => unknown };
/**
 * A failed refresh of an answer still kept (the offline copy) for want of the network is not said here:
 * the page says the host is out of reach, its answers are shown as last known, and the recovery refreshes
 * them (one voice). Any other failure, or an answer missing, is.
 */
const forWantOfHost = (error: unknown) => isApiError(error) && error.kind === 'network';
const shownFailure = (q: Answer) => q.isError && !(q.data !== undefined && forWantOfHost(q.error));
const outcome = (answers: readonly Answer[]): Outcome => ({
  failed: answers.some(shownFailure),
  waitsForHost: answers.some(shownFailure) && answers.filter(shownFailure).every((q) => forWantOfHost(q.error)),
  error: answers.find(shownFailure)?.error ?? null,
  pending: answers.some((q) => q.isPending),
  retry: () => answers.forEach((q) => q.isError && void q.refetch()),
});

export interface ClassBriefData extends Outcome {
  records: StudentRecord[];
  extras: BriefExtras;
}

/** Calls: one per student, one per distinct last class (its comment), one per distinct last class reviewed (scores). */
export function useClassBrief(classId: number, studentIds: readonly number[]): ClassBriefData {
  const students = useQueries({ queries: plan.students(studentIds) });
  const records = students.flatMap((q) => (q.data ? [toRecord(q.data)] : []));
  const commentIds = lastClassIds(records, { classId });
  const scoreIds = submissionClassIds(records, { classId });
  const comments = useQueries({ queries: commentIds.map(plan.entry) });
  const scores = useQueries({ queries: scoreIds.map(plan.submissions) });
  return {
    records,
    extras: {
      comments: new Map(comments.flatMap((q, i) => (q.data ? [[commentIds[i]!, q.data.item.teacherComment] as const] : []))),
      submissions: new Map(scores.flatMap((q, i) => (q.data ? [[scoreIds[i]!, toSubmissions(q.data)] as const] : []))),
    },
    ...outcome([...students, ...comments, ...scores]),
  };
}

/** The dashboard, idle: the next class's brief in the cache (and so in the offline copy) before it is opened. */
export async function prefetchClassBrief(client: QueryClient, classId: number, studentIds: readonly number[]): Promise<void> {
  const scope = identityScope();
  const students = plan.students(studentIds);
  // prefetchQuery never throws: a student whose answer failed is simply not in the brief yet.
  await Promise.all(students.map((options) => client.prefetchQuery(options)));
  // Signed out or switched meanwhile: the rest would be asked as the new identity, for the old one's classes.
  if (identityScope() !== scope) return;
  const records = students.flatMap((options) => {
    const detail = client.getQueryData(options.queryKey);
    return detail ? [toRecord(detail)] : [];
  });
  await Promise.all([
    ...lastClassIds(records, { classId }).map((id) => client.prefetchQuery(plan.entry(id))),
    ...submissionClassIds(records, { classId }).map((id) => client.prefetchQuery(plan.submissions(id))),
  ]);
}

export interface ChecklistsData extends Outcome {
  entries: HistoryFacts[];
  records: ReadonlyMap<number, StudentRecord>;
}

/** The records of these students, for the checklists of `entries` (`again`: asked again whenever shown). */
function useRecordsOf(entries: HistoryFacts[], studentIds: readonly number[], first: readonly Answer[], again = true): ChecklistsData {
  const students = useQueries({ queries: plan.students(studentIds).map((options) => (again ? fresh(options) : options)) });
  const records = new Map(students.flatMap((q) => (q.data ? [[q.data.student.id, toRecord(q.data)] as const] : [])));
  return { entries, records, ...outcome([...first, ...students]) };
}

/** One class's checklist (the waiting room, once the class is over): its history entry, then its students. */
export function useClassChecklist(historyId: number): ChecklistsData {
  const answers = useQueries({ queries: [fresh(plan.entry(historyId))] });
  const item = answers[0]?.data?.item;
  const entries = item ? [toFacts(item)] : [];
  return useRecordsOf(entries, studentsOf(entries), answers);
}

/** The classes of the last 7 days and every one of their students: /AfterClass, opened by the teacher. */
export function useRecentChecklists(nowMs: number): ChecklistsData {
  const answers = useQueries({ queries: [fresh(plan.recent())] });
  const items = answers[0]?.data?.items;
  const entries = items ? recentClasses(items.map(toFacts), nowMs) : [];
  return useRecordsOf(entries, studentsOf(entries), answers);
}

/**
 * The dashboard's count, in the background: the histories page and at most 10 records (count-plan.ts),
 * however many students the week had, and not asked again for a few minutes (each visit reads the cache).
 */
export function useRecentCount(nowMs: number): ChecklistsData {
  const answers = useQueries({ queries: [plan.recent()] });
  const items = answers[0]?.data?.items;
  const entries = items ? recentClasses(items.map(toFacts), nowMs) : [];
  return useRecordsOf(entries, backgroundStudents(entries), answers, false);
}
