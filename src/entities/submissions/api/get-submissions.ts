import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { pastClassWire, wireInstant, wireOptionalInstant } from '@/entities/classes/api/past-class-wire';
import { onFirstUse } from '@/lib/http/on-first-use';
import { apiRequest, assertSuccess } from '@/lib/http/request';
import {
  camelKeys,
  successEnvelope,
  wireFlag,
  wireId,
  wireKey,
  wireNumber,
  wireOptional,
  wireOptionalList,
  wireOptionalText,
  wireText,
} from '@/lib/http/wire';
import { scopedKey } from '@/lib/query/identity-scope';
import { type AssignedFilter, type AssignedHomework, type HandedInFile, HOMEWORK_TYPES, type Submission } from '../model/submission';
import { fileWire } from './file-wire';

export type { Submission } from '../model/submission';

export const schemas = onFirstUse(() => {
  const filter = z.pipe(
    z.object({
      level_name: wireOptionalText('submissions: filters.level_name'),
      subject_id: wireOptional('submissions: filters.subject_id', wireKey, null),
      subject_name: wireOptionalText('submissions: filters.subject_name'),
      topic_name: wireOptionalText('submissions: filters.topic_name'),
      count: wireNumber,
      required: wireOptional('submissions: filters.required', wireFlag, true),
    }),
    z.transform(camelKeys),
  ) satisfies z.ZodMiniType<AssignedFilter, unknown>;

  const homework = z.pipe(
    z.object({
      id: wireId,
      type: z.enum(HOMEWORK_TYPES),
      workbook_pages: wireOptionalText('submissions: homework.workbook_pages'),
      filters: wireOptionalList('submissions: homework.filters', filter),
      text_html: wireOptionalText('submissions: homework.text_html'),
      files: wireOptionalList('submissions: homework.files', fileWire().uploadedFile),
    }),
    z.transform(camelKeys),
  ) satisfies z.ZodMiniType<AssignedHomework, unknown>;

  const handedInFile = z.pipe(
    z.object({
      name: wireText,
      size: wireOptional('submissions: files.size', wireNumber, 0),
      content_type: wireText,
      url: wireOptional('submissions: files.url', fileWire().httpUrl, null),
    }),
    z.transform(camelKeys),
  ) satisfies z.ZodMiniType<HandedInFile, unknown>;

  const { classRef, student } = pastClassWire();
  const submission = z.pipe(
    z.object({
      id: wireId,
      status: z.enum(['submitted', 'graded']),
      submitted_at: wireInstant(),
      graded_at: wireOptionalInstant('submissions: graded_at'),
      score: wireOptional('submissions: score', wireNumber, null),
      comment: wireOptionalText('submissions: comment'),
      student,
      class: wireOptional('submissions: class', classRef, null),
      homework,
      answers: wireOptionalList(
        'submissions: answers',
        z.object({ question: wireText, answer: wireText, correct: wireOptional('submissions: answers.correct', z.boolean(), null) }),
      ),
      files: wireOptionalList('submissions: files', handedInFile),
      text_html: wireOptionalText('submissions: text_html'),
    }),
    z.transform(camelKeys),
  ) satisfies z.ZodMiniType<Submission, unknown>;

  const answer = z.extend(successEnvelope, { submissions: z.array(submission) });

  return { submission, answer };
});

export interface SubmissionFilter {
  classId?: number | undefined;
  studentId?: number | undefined;
}

/** GET /api/v1/alg_homework/submissions?class_id=&student_id=: handed-in work (newest first). */
export async function getSubmissions({ classId, studentId }: SubmissionFilter, signal?: AbortSignal): Promise<Submission[]> {
  const searchParams: Record<string, number> = {};
  if (classId !== undefined) searchParams.class_id = classId;
  if (studentId !== undefined) searchParams.student_id = studentId;
  return assertSuccess(await apiRequest('api/v1/alg_homework/submissions', schemas().answer, { searchParams, signal })).submissions;
}

/** Every submissions list of the identity, whatever its filter: a grade refreshes them all. */
export const submissionsKey = (...filter: (number | null)[]) => scopedKey('homework', 'submissions', ...filter);

export const submissionsQueryOptions = (filter: SubmissionFilter) =>
  queryOptions({
    queryKey: submissionsKey(filter.classId ?? null, filter.studentId ?? null),
    queryFn: ({ signal }) => getSubmissions(filter, signal),
  });

// The previous list stays on screen while another filter loads.
export const useSubmissions = (filter: SubmissionFilter) =>
  useQuery({ ...submissionsQueryOptions(filter), placeholderData: keepPreviousData });
