import { z } from 'zod/mini';
import { ApiError } from '@/lib/http/api-error';
import { apiRequest } from '@/lib/http/request';

/**
 * Spec 7: DELETE /login/oauth2/token with expire_sessions=1; a 400 means "already logged out".
 * Sent for an identity the portal has already forgotten (sign-out is local first), so with its
 * token given outright, once, without retries: nothing waits for it.
 */
export async function deleteSessionToken(accessToken: string): Promise<void> {
  try {
    await apiRequest('login/oauth2/token', z.unknown(), {
      method: 'delete',
      form: { expire_sessions: '1' },
      skipRefresh: true,
      bearer: accessToken,
      once: true,
    });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 400 || error.status === 401)) return;
    throw error;
  }
}
