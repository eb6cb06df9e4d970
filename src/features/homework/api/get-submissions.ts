import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { studentShape, wireInstant, wireOptionalInstant } from '@/lib/classes/past-class';
import { apiRequest, assertSuccess } from '@/lib/http/request';
import { onFirstUse } from '@/lib/http/on-first-use';
import { successEnvelope, wireFlag, wireId, wireKey, wireNumber, wireOptional, wireOptionalList, wireOptionalText, wireText } from '@/lib/http/wire';
import { HOMEWORK_TYPES } from '../model/assign-rules';
import { uploadedFileSchema } from './confirm-upload';
import { httpUrl } from './request-upload-slot';
import { scopedKey } from '@/lib/query/identity-scope';

export const schemas = onFirstUse(() => {
  const filterSchema = z.object({
    level_name: wireOptionalText('submissions: filters.level_name'),
    subject_id: wireOptional('submissions: filters.subject_id', wireKey, null),
    subject_name: wireOptionalText('submissions: filters.subject_name'),
    topic_name: wireOptionalText('submissions: filters.topic_name'),
    count: wireNumber,
    required: wireOptional('submissions: filters.required', wireFlag, true),
  });

  const submissionSchema = z.object({
    id: wireId,
    status: z.enum(['submitted', 'graded']),
    submitted_at: wireInstant,
    graded_at: wireOptionalInstant('submissions: graded_at'),
    score: wireOptional('submissions: score', wireNumber, null),
    comment: wireOptionalText('submissions: comment'),
    student: studentShape,
    class: wireOptional('submissions: class', z.object({ id: wireId, title: wireText, start_at: wireInstant }), null),
    homework: z.object({
      id: wireId,
      type: z.enum(HOMEWORK_TYPES),
      workbook_pages: wireOptionalText('submissions: homework.workbook_pages'),
      filters: wireOptionalList('submissions: homework.filters', filterSchema),
      text_html: wireOptionalText('submissions: homework.text_html'),
      files: wireOptionalList('submissions: homework.files', uploadedFileSchema),
    }),
    answers: wireOptionalList(
      'submissions: answers',
      z.object({ question: wireText, answer: wireText, correct: wireOptional('submissions: answers.correct', z.boolean(), null) }),
    ),
    files: wireOptionalList(
      'submissions: files',
      z.object({
        name: wireText,
        size: wireOptional('submissions: files.size', wireNumber, 0),
        content_type: wireText,
        url: wireOptional('submissions: files.url', httpUrl, null),
      }),
    ),
    text_html: wireOptionalText('submissions: text_html'),
  });

  const answer = z.extend(successEnvelope, { submissions: z.array(submissionSchema) });

  return { submissionSchema, answer };
});

export type Submission = z.infer<ReturnType<typeof schemas>['submissionSchema']>;

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

export const submissionsQueryOptions = (filter: SubmissionFilter) =>
  queryOptions({
    queryKey: scopedKey('homework', 'submissions', filter.classId ?? null, filter.studentId ?? null),
    queryFn: ({ signal }) => getSubmissions(filter, signal),
  });

// The previous list stays on screen while another filter loads.
export const useSubmissions = (filter: SubmissionFilter) => useQuery({ ...submissionsQueryOptions(filter), placeholderData: keepPreviousData });
