import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError } from '@/lib/http/api-error';
import { apiRequest, assertSuccess } from '@/lib/http/request';
import { successEnvelope, wireFlag, wireId, wireOptionalText, wireText } from '@/lib/http/wire';

/** Spec 3 "Login response". Only success is guaranteed when the sign-in was refused. */
export const loginAnswerSchema = successEnvelope.extend({
  token: z.string().optional(),
  refresh_token: z.string().optional(),
  remember_me: wireFlag.optional(),
  group_id: wireId.optional(),
  is_admin: wireFlag.optional(),
  group_name: wireText.optional(),
  dname: wireText.optional(),
  uid: wireId.optional(),
  uname: wireText.optional(),
  email: wireText.optional(),
  tz_offset: z.coerce.number().nullish(),
  dst_start: wireOptionalText.optional(),
  dst_end: wireOptionalText.optional(),
  timezone: wireOptionalText.optional(),
  rc_token: z
    .object({ data: z.object({ userId: z.string(), authToken: z.string() }).nullish() })
    .nullish()
    .catch(null),
  advance_reservation_time: z.coerce.number().nullish(),
  advance_cancel_reservation_time: z.coerce.number().nullish(),
});

/** A successful answer: these fields must be there. */
const signedInSchema = loginAnswerSchema.extend({
  token: z.string().min(1),
  refresh_token: z.string(),
  uid: wireId,
});
export type LoginAnswer = z.infer<typeof signedInSchema>;

export interface Credentials {
  username: string;
  password: string;
  rememberMe: boolean;
}

export async function postLogin({ username, password, rememberMe }: Credentials): Promise<LoginAnswer> {
  const answer = assertSuccess(
    await apiRequest('login/teacher_portal', loginAnswerSchema, {
      method: 'post',
      skipRefresh: true,
      form: {
        'pseudonym_session[unique_id]': username,
        'pseudonym_session[password]': password,
        'pseudonym_session[remember_me]': rememberMe ? '1' : '0',
      },
    }),
  );
  const parsed = signedInSchema.safeParse(answer);
  if (!parsed.success) throw new ApiError('invalid-response', 200, 'Login answer without token');
  return parsed.data;
}

/** Refused credentials, whichever way the host says it (success 0, 400, 401 or 403). */
export const isInvalidLogin = (error: unknown): boolean =>
  error instanceof ApiError && (error.kind === 'refused' || [400, 401, 403].includes(error.status));

export const useLoginRequest = () => useMutation({ mutationFn: postLogin });
