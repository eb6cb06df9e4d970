import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { ApiError } from '@/lib/http/api-error';
import { onFirstUse } from '@/lib/http/on-first-use';
import { apiRequest, assertSuccess } from '@/lib/http/request';
import { successEnvelope, wireId, wireOptional } from '@/lib/http/wire';
import type { AssignInput } from '../model/assign-rules';
import { homeworkClassesQueryOptions } from './get-homework-classes';
import { studentRecordsKey } from '@/entities/students/api/student-records-key';

export const schemas = onFirstUse(() => {
  const answer = z.extend(successEnvelope, {
    row: wireOptional('assign: row', wireId, undefined),
    homework: wireOptional('assign: homework', z.object({ id: wireId }), undefined),
  });

  return { answer };
});

export interface AssignRequest extends AssignInput {
  classId: number;
}

/** A refusal of a filter row: the host names the row (0-based) as well as the problem. */
export class FilterRowRefusal extends ApiError {
  readonly row: number;
  constructor(code: string | undefined, message: string, row: number) {
    super('refused', 200, message, code);
    this.row = row;
  }
}

/** POST /api/v1/alg_homework (JSON): refused with the first problem the host finds (model/assign-rules.ts). */
export async function assignHomework(request: AssignRequest): Promise<number> {
  const body = {
    class_id: request.classId,
    type: request.type,
    student_ids: request.studentIds,
    ...(request.type === 'workbook' ? { workbook_pages: request.workbookPages.trim() } : {}),
    ...(request.type === 'online'
      ? {
          filters: request.filters.map((f) => ({
            level_id: f.levelId,
            subject_id: f.subjectId,
            topic_id: f.topicId,
            count: f.count,
            required: f.required,
          })),
        }
      : {}),
    ...(request.type === 'supplement' ? { text_html: request.textHtml, file_ids: request.fileIds } : {}),
  };
  const result = await apiRequest('api/v1/alg_homework', schemas().answer, { method: 'post', json: body });
  if (result.success !== 1 && result.row !== undefined)
    throw new FilterRowRefusal(result.error_code, result.message ?? 'Refused', result.row);
  return assertSuccess(result).homework?.id ?? 0;
}

export function useAssignHomework() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignHomework,
    // The class list shows how many assignments each class has; each student's record (the after-class
    // count keeps it for minutes) its homework status: marked stale, asked again where next shown.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: studentRecordsKey(), refetchType: 'none' });
      return queryClient.invalidateQueries({ queryKey: homeworkClassesQueryOptions().queryKey });
    },
  });
}
