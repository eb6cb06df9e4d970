import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { pastClassShape, studentShape, wireInstant } from '@/lib/classes/past-class';
import { apiRequest, assertSuccess } from '@/lib/http/request';
import { onFirstUse } from '@/lib/http/on-first-use';
import { successEnvelope, wireId, wireNumber, wireOptional, wireOptionalList, wireText } from '@/lib/http/wire';
import { PRACTICE_KINDS } from '../model/practice-progress';
import { scopedKey } from '@/lib/query/identity-scope';

export const schemas = onFirstUse(() => {
  const itemSchema = z.object({ id: wireId, kind: z.enum(PRACTICE_KINDS), title: wireText });
  const completionSchema = z.pipe(
    z.object({ item_id: wireId, completed_at: wireInstant, score: wireOptional('practice: completions.score', wireNumber, null) }),
    z.transform((c) => ({ itemId: c.item_id, completedAt: c.completed_at, score: c.score })),
  );

  const practiceClass = z.extend(pastClassShape, {
    // An item of a kind this portal does not know is left out (reported) rather than failing the list.
    items: wireOptionalList('practice: items', itemSchema),
    students: wireOptionalList('practice: students', z.extend(studentShape, { completions: wireOptionalList('practice: students.completions', completionSchema) })),
  });

  const answer = z.extend(successEnvelope, { classes: z.array(practiceClass) });

  return { practiceClass, answer };
});

export type PracticeClass = z.infer<ReturnType<typeof schemas>['practiceClass']>;

/** GET /api/v1/alg_practice/classes: each recent class's post-class items and every student's completions. */
export async function getPracticeClasses(signal?: AbortSignal): Promise<PracticeClass[]> {
  return assertSuccess(await apiRequest('api/v1/alg_practice/classes', schemas().answer, { signal })).classes;
}

export const practiceClassesQueryOptions = () => queryOptions({ queryKey: scopedKey('practice', 'classes'), queryFn: ({ signal }) => getPracticeClasses(signal) });

export const usePracticeClasses = () => useQuery(practiceClassesQueryOptions());
