import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { studentShape, wireInstant, wireOptionalInstant } from '@/lib/classes/past-class';
import { apiRequest, assertSuccess } from '@/lib/http/request';
import { onFirstUse } from '@/lib/http/on-first-use';
import { successEnvelope, wireId, wireOptionalText, wireText } from '@/lib/http/wire';
import { HOMEWORK_TYPES } from '../model/assign-rules';
import { uploadedFileSchema } from './confirm-upload';
import { httpUrl } from './request-upload-slot';
import { scopedKey } from '@/lib/query/identity-scope';

const schemas = onFirstUse(() => {
  const filterSchema = z.object({
    level_name: wireOptionalText,
    subject_id: z.string().nullable().catch(null),
    subject_name: wireOptionalText,
    topic_name: wireOptionalText,
    count: z.coerce.number(),
    required: z.boolean().catch(true),
  });

  const submissionSchema = z.object({
    id: wireId,
    status: z.enum(['submitted', 'graded']),
    submitted_at: wireInstant,
    graded_at: wireOptionalInstant,
    score: z.coerce.number().nullable().catch(null),
    comment: wireOptionalText,
    student: studentShape,
    class: z.object({ id: wireId, title: wireText, start_at: wireInstant }).nullable().catch(null),
    homework: z.object({
      id: wireId,
      type: z.enum(HOMEWORK_TYPES),
      workbook_pages: wireOptionalText,
      filters: z.array(filterSchema).catch([]),
      text_html: wireOptionalText,
      files: z.array(uploadedFileSchema).catch([]),
    }),
    answers: z.array(z.object({ question: wireText, answer: wireText, correct: z.boolean().nullable().catch(null) })).catch([]),
    files: z.array(z.object({ name: wireText, size: z.coerce.number().catch(0), content_type: wireText, url: httpUrl.nullable().catch(null) })).catch([]),
    text_html: wireOptionalText,
  });

  const answer = successEnvelope.extend({ submissions: z.array(submissionSchema) });

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
