import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { onFirstUse } from '@/lib/http/on-first-use';
import { apiRequest, assertSuccess } from '@/lib/http/request';
import { successEnvelope } from '@/lib/http/wire';

export const schemas = onFirstUse(() => {
  const answer = z.extend(successEnvelope, { status: z.optional(z.string()) });

  return { answer };
});

export interface Registration {
  name: string;
  email: string;
  password: string;
  phone: string;
  timezone: string;
}

/** Project-defined: POST /api/v1/alg_teachers/register (docs/api-contract.md). */
export const postRegistration = async (registration: Registration) =>
  assertSuccess(
    await apiRequest('api/v1/alg_teachers/register', schemas().answer, { method: 'post', json: registration, skipRefresh: true }),
  );

export const useRegister = () => useMutation({ mutationFn: postRegistration });
