import { useMutation } from '@tanstack/react-query';
import { apiRequest, assertSuccess } from '@/lib/http/request';
import { successEnvelope } from '@/lib/http/wire';

/** Project-defined: POST /api/v1/alg_teachers/forgot_password (docs/api-contract.md). */
export const postForgotPassword = async (email: string) =>
  assertSuccess(
    await apiRequest('api/v1/alg_teachers/forgot_password', successEnvelope, { method: 'post', json: { email }, skipRefresh: true }),
  );

export const useForgotPassword = () => useMutation({ mutationFn: postForgotPassword });
