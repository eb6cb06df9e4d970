import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest, assertSuccess } from '@/lib/http/request';
import { onFirstUse } from '@/lib/http/on-first-use';
import { successEnvelope, wireId, wireOptional, wireOptionalList, wireText } from '@/lib/http/wire';
import { parseInstantMs } from '@/lib/time/instant';
import type { ClassAnswer } from '../model/class-detail';
import { clockOffsetMs } from '../model/server-clock';
import { scopedKey } from '@/lib/query/identity-scope';

export const schemas = onFirstUse(() => {
  /** A countdown from an unreadable time would show nonsense: such an answer is a load failure. */
  const instant = z.string().check(z.refine((value) => !Number.isNaN(parseInstantMs(value)), 'not an ISO 8601 instant'));

  /** The room shape of docs/api-contract.md, reduced to what the waiting room shows. */
  const classSchema = z.object({
    title: wireText,
    students: wireOptionalList('class: students', z.object({ id: wireId, name: wireText })),
    course: z.object({ id: wireId, name: wireText }),
    alg_classroom: z.object({ scheduled_start_time: instant, scheduled_end_time: instant }),
    state: wireOptional('class: state', z.string(), null),
  });

  // Without the host's time the countdown uses the local clock (clockOffsetMs).
  const classAnswer = z.extend(successEnvelope, {
    server_time: wireOptional('class: server_time', z.string(), undefined),
    class: classSchema,
  });

  return { classAnswer };
});

/** GET /api/v1/alg_classes/{eventId}: the class (all its students) and the host's clock. */
export async function getClass(classId: number, signal?: AbortSignal): Promise<ClassAnswer> {
  const sentAt = Date.now();
  const answer = assertSuccess(await apiRequest(`api/v1/alg_classes/${classId}`, schemas().classAnswer, { signal }));
  const receivedAt = Date.now();
  const { title, students, course, alg_classroom: times, state } = answer.class;
  return {
    detail: {
      rawTitle: title,
      startAt: times.scheduled_start_time,
      endAt: times.scheduled_end_time,
      students,
      course,
      ended: state === 'ended',
    },
    // Measured now, not at render: the offset stays true however long the answer is cached.
    clockOffsetMs: clockOffsetMs(answer.server_time, sentAt, receivedAt),
  };
}

export const classQueryOptions = (classId: number) =>
  queryOptions({ queryKey: scopedKey('class', classId), queryFn: ({ signal }) => getClass(classId, signal) });

/**
 * retryOnMount off: the route loader already asked; a failure it got is shown with its
 * "Try again" instead of being silently re-requested on mount.
 */
export const useClass = (classId: number) => useQuery({ ...classQueryOptions(classId), retryOnMount: false });
