import { z } from 'zod/mini';
import { onFirstUse } from '@/lib/http/on-first-use';
import { apiRequest, assertSuccess } from '@/lib/http/request';
import { successEnvelope, wireId, wireNumber, wireOptional, wireOptionalText } from '@/lib/http/wire';
import { newIdentityId } from '@/lib/session/identity';
import type { Identity } from '@/lib/session/session-types';

export const schemas = onFirstUse(() => {
  const answer = z.extend(successEnvelope, {
    token: z.optional(z.string()),
    refresh_token: z.optional(z.string()),
    // The acting identity: an unreadable one fails the switch rather than act as someone else.
    teacher_id: z.optional(wireId),
    tz_offset: wireOptional('teacher token: tz_offset', wireNumber, null),
    dst_start: wireOptionalText('teacher token: dst_start'),
    dst_end: wireOptionalText('teacher token: dst_end'),
    timezone: wireOptionalText('teacher token: timezone'),
  });

  /** Without a token there is no one to act as. */
  const token = z.string().check(z.minLength(1));

  return { answer, token };
});

/** Spec 7: an admin fetches a token that acts as the teacher. */
export async function getTeacherIdentity(teacherId: number): Promise<Identity> {
  const answer = assertSuccess(
    await apiRequest('api/v1/alg_teachers/get_teacher_token', schemas().answer, {
      method: 'post',
      identity: 'own',
      json: { teacher_id: teacherId },
    }),
  );
  return {
    id: newIdentityId(),
    // A fresh identity: its first 401 may refresh at once.
    lastRefreshAt: 0,
    accessToken: schemas().token.parse(answer.token),
    refreshToken: answer.refresh_token ?? '',
    teacherId: answer.teacher_id ?? teacherId,
    tzOffset: answer.tz_offset ?? 0,
    dstStart: answer.dst_start ?? null,
    dstEnd: answer.dst_end ?? null,
    timezone: answer.timezone ?? null,
  };
}
