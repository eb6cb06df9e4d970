import { z } from 'zod';
import { ApiError } from '@/lib/http/api-error';
import { apiRequest } from '@/lib/http/request';

/** Spec 7: DELETE /login/oauth2/token with expire_sessions=1; a 400 means "already logged out". */
export async function deleteSessionToken(): Promise<void> {
  try {
    await apiRequest('login/oauth2/token', z.unknown(), { method: 'delete', form: { expire_sessions: '1' }, skipRefresh: true });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 400 || error.status === 401)) return;
    throw error;
  }
}
