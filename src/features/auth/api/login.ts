import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { ApiError } from '@/lib/http/api-error';
import { onFirstUse } from '@/lib/http/on-first-use';
import { apiRequest, assertSuccess } from '@/lib/http/request';
import { successEnvelope, wireFlag, wireId, wireKey, wireNumber, wireOptional, wireOptionalText } from '@/lib/http/wire';
import type { LoginFields } from '../model/to-auth-session';

export const schemas = onFirstUse(() => {
  const optionalName = (field: string) => wireOptional(`login: ${field}`, z.string(), undefined);

  /**
   * Spec 3 "Login response". Only success is guaranteed when the sign-in was refused. Who the user is
   * and may act as (uid, group_id, is_admin) must be readable when present: a guess there could widen
   * what the portal offers (group 0 is every group). The rest degrades (shown without it, reported).
   */
  const answer = z.extend(successEnvelope, {
    token: z.optional(z.string()),
    refresh_token: z.optional(z.string()),
    remember_me: wireOptional('login: remember_me', wireFlag, undefined),
    group_id: z.optional(wireId),
    is_admin: z.optional(wireFlag),
    group_name: optionalName('group_name'),
    dname: optionalName('dname'),
    uid: z.optional(wireId),
    uname: optionalName('uname'),
    email: optionalName('email'),
    tz_offset: wireOptional('login: tz_offset', wireNumber, null),
    dst_start: wireOptionalText('login: dst_start'),
    dst_end: wireOptionalText('login: dst_end'),
    timezone: wireOptionalText('login: timezone'),
    rc_token: wireOptional('login: rc_token', z.object({ data: z.nullish(z.object({ userId: wireKey, authToken: z.string() })) }), null),
    advance_reservation_time: wireOptional('login: advance_reservation_time', wireNumber, null),
    advance_cancel_reservation_time: wireOptional('login: advance_cancel_reservation_time', wireNumber, null),
  });

  /** A successful answer: these fields must be there. */
  const signedIn = z.extend(answer, {
    token: z.string().check(z.minLength(1)),
    refresh_token: z.string(),
    uid: wireId,
  });

  return { answer, signedIn };
});

export interface Credentials {
  username: string;
  password: string;
  rememberMe: boolean;
}

/**
 * POST /login/teacher_portal. The answer stays in the host's names: toAuthSession (model/, table-tested)
 * builds the session from it with what the sign-in knows besides (the box ticked, the super user group).
 */
export async function postLogin({ username, password, rememberMe }: Credentials): Promise<LoginFields> {
  const { answer: answerSchema, signedIn } = schemas();
  const answer = assertSuccess(
    await apiRequest('login/teacher_portal', answerSchema, {
      method: 'post',
      skipRefresh: true,
      form: {
        'pseudonym_session[unique_id]': username,
        'pseudonym_session[password]': password,
        'pseudonym_session[remember_me]': rememberMe ? '1' : '0',
      },
    }),
  );
  const parsed = signedIn.safeParse(answer);
  if (!parsed.success) throw new ApiError('invalid-response', 200, 'Login answer without token');
  return parsed.data;
}

/** Refused credentials, whichever way the host says it (success 0, 400, 401 or 403). */
export const isInvalidLogin = (error: unknown): boolean =>
  error instanceof ApiError && (error.kind === 'refused' || [400, 401, 403].includes(error.status));

export const useLoginRequest = () => useMutation({ mutationFn: postLogin });
