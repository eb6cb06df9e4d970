/**
 * The assign form's values as kept in a draft. A draft is read back defensively: it may come
 * from an older version of the form, or name students who have since left the class.
 */
import { z } from 'zod/mini';
import { type HomeworkType, HOMEWORK_TYPES, type UploadedFile } from '@/entities/submissions/model/submission';
import { emptyFilterRow, type FilterRow, MAX_FILTER_ROWS } from './question-filter';

export interface AssignValues {
  type: HomeworkType;
  studentIds: number[];
  workbookPages: string;
  filters: FilterRow[];
  textHtml: string;
}

export interface AssignDraft extends AssignValues {
  /** Files confirmed by the host (files still uploading cannot be kept over a reload). */
  files: UploadedFile[];
}

export function newAssignDraft(studentIds: readonly number[]): AssignDraft {
  return { type: 'workbook', studentIds: [...studentIds], workbookPages: '', filters: [emptyFilterRow()], textHtml: '', files: [] };
}

const idOrNull = z.catch(z.nullable(z.int()), null);
const draftSchema = z.object({
  type: z.catch(z.enum(HOMEWORK_TYPES), 'workbook'),
  studentIds: z.catch(z.array(z.int()), []),
  workbookPages: z.catch(z.string(), ''),
  filters: z.catch(
    z.array(
      z.object({
        levelId: idOrNull,
        subjectId: z.catch(z.nullable(z.string()), null),
        topicId: idOrNull,
        count: z.catch(z.nullable(z.number()), null),
        required: z.catch(z.boolean(), true),
      }),
    ),
    [],
  ),
  textHtml: z.catch(z.string(), ''),
  files: z.catch(z.array(z.object({ id: z.int(), name: z.string(), size: z.number(), contentType: z.string() })), []),
});

/** A stored draft for a class with these students, or null when there is nothing usable. */
export function readAssignDraft(raw: unknown, classStudentIds: readonly number[]): AssignDraft | null {
  const parsed = draftSchema.safeParse(raw);
  if (!parsed.success) return null;
  const draft = parsed.data;
  return {
    ...draft,
    studentIds: draft.studentIds.filter((id) => classStudentIds.includes(id)),
    filters: draft.filters.length > 0 ? draft.filters.slice(0, MAX_FILTER_ROWS) : [emptyFilterRow()],
  };
}
