import type { KyInstance } from 'ky';
import { z } from 'zod';
import { getSession, updateSession } from '@/lib/session/session-store';
import { emitTransportEvent } from './transport-events';

/** Spec 9: no new refresh when the last one is under 5000 ms old. */
export const REFRESH_QUIET_MS = 5000;

const refreshAnswer = z.object({
  success: z.coerce.number(),
  token: z.string().optional(),
  refresh_token: z.string().optional(),
});

let inFlight: Promise<boolean> | null = null;

/**
 * Called for a 401. Resolves true when the request should be replayed with the current token.
 * Concurrent 401s share one refresh (single flight); within 5 s of the last refresh the
 * request is replayed with the token that refresh produced.
 */
export function refreshAfter401(client: KyInstance, now: () => number = Date.now): Promise<boolean> {
  const session = getSession();
  if (!session) return Promise.resolve(false);
  if (inFlight) return inFlight;
  if (now() - session.lastRefreshAt < REFRESH_QUIET_MS) return Promise.resolve(true);
  inFlight = runRefresh(client, session.refreshToken, now).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function runRefresh(client: KyInstance, refreshToken: string, now: () => number): Promise<boolean> {
  let answer: z.infer<typeof refreshAnswer> | null = null;
  try {
    const raw = await client
      .post('login/teacher_portal/token', {
        body: new URLSearchParams({ refresh_token: refreshToken }),
        context: { skipRefresh: true },
      })
      .json();
    const parsed = refreshAnswer.safeParse(raw);
    answer = parsed.success ? parsed.data : null;
  } catch (error) {
    // A rejected refresh token (4xx) ends the session; no answer at all (network, 5xx) does not.
    const status = (error as { response?: Response }).response?.status;
    if (status === undefined || status >= 500) return false;
  }
  if (answer?.success === 1 && answer.token) {
    updateSession({
      accessToken: answer.token,
      refreshToken: answer.refresh_token ?? refreshToken,
      lastRefreshAt: now(),
    });
    return true;
  }
  emitTransportEvent('session-expired');
  return false;
}
