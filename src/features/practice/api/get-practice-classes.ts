import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { pastClassWire, wireInstant } from '@/entities/classes/api/past-class-wire';
import { onFirstUse } from '@/lib/http/on-first-use';
import { apiRequest, assertSuccess } from '@/lib/http/request';
import { camelKeys, successEnvelope, wireId, wireNumber, wireOptional, wireOptionalList, wireText } from '@/lib/http/wire';
import { scopedKey } from '@/lib/query/identity-scope';
import type { PracticeClass } from '../model/practice-class';
import { PRACTICE_KINDS } from '../model/practice-progress';

export const schemas = onFirstUse(() => {
  const { studentFields, pastClassFields } = pastClassWire();
  const itemSchema = z.object({ id: wireId, kind: z.enum(PRACTICE_KINDS), title: wireText });
  const completionSchema = z.pipe(
    z.object({ item_id: wireId, completed_at: wireInstant(), score: wireOptional('practice: completions.score', wireNumber, null) }),
    z.transform(camelKeys),
  );

  const practiceClass = z.pipe(
    z.extend(pastClassFields, {
      // An item of a kind this portal does not know is left out (reported) rather than failing the list.
      items: wireOptionalList('practice: items', itemSchema),
      students: wireOptionalList(
        'practice: students',
        z.pipe(
          z.extend(studentFields, { completions: wireOptionalList('practice: students.completions', completionSchema) }),
          z.transform(camelKeys),
        ),
      ),
    }),
    z.transform(camelKeys),
  ) satisfies z.ZodMiniType<PracticeClass, unknown>;

  const answer = z.extend(successEnvelope, { classes: z.array(practiceClass) });

  return { practiceClass, answer };
});

/** GET /api/v1/alg_practice/classes: each recent class's post-class items and every student's completions. */
export async function getPracticeClasses(signal?: AbortSignal): Promise<PracticeClass[]> {
  return assertSuccess(await apiRequest('api/v1/alg_practice/classes', schemas().answer, { signal })).classes;
}

export const practiceClassesQueryOptions = () =>
  queryOptions({ queryKey: scopedKey('practice', 'classes'), queryFn: ({ signal }) => getPracticeClasses(signal) });

export const usePracticeClasses = () => useQuery(practiceClassesQueryOptions());
