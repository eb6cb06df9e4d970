import type { KyInstance } from 'ky';
import { z } from 'zod/mini';
import { findIdentity } from '@/lib/session/identity';
import { defaultHandoffStore, defaultRefreshLocks, type HandoffStore, type RefreshLocks } from '@/lib/session/refresh-handoff';
import { applyRefreshedTokens, getSession, identitySignal } from '@/lib/session/session-store';
import { deadline } from './deadline';
import { emitTransportEvent } from './transport-events';

/** Spec 9: no new refresh when the last one is under 5000 ms old. */
export const REFRESH_QUIET_MS = 5000;
/** A refresh that hangs gives up (and the request fails) instead of holding every tab's lock. */
const REFRESH_DEADLINE_MS = 10_000;

const refreshAnswer = z.object({
  success: z.coerce.number(),
  token: z.optional(z.string()),
  refresh_token: z.optional(z.string()),
});

export interface RefreshDeps {
  now: () => number;
  locks: RefreshLocks;
  handoff: HandoffStore;
}
const defaults = (): RefreshDeps => ({ now: Date.now, locks: defaultRefreshLocks(), handoff: defaultHandoffStore() });

/** One refresh at a time per identity in this tab; the lock makes it one across tabs. */
const inFlight = new Map<string, Promise<boolean>>();

/**
 * Called for a 401 of a request sent as identity `id` with access token `sent`. Resolves true
 * when the request should be replayed (with that identity's newest token), false when it should fail.
 */
export function refreshAfter401(client: KyInstance, id: string, sent: string | null, deps: RefreshDeps = defaults()): Promise<boolean> {
  const identity = findIdentity(getSession(), id);
  if (!identity) return Promise.resolve(false);
  // Sent with a token that has since been replaced (here or by another tab): replay with the new one.
  if (sent !== null && identity.accessToken !== sent) return Promise.resolve(true);
  const running = inFlight.get(id);
  if (running) return running;
  if (deps.now() - identity.lastRefreshAt < REFRESH_QUIET_MS) return Promise.resolve(true);
  const run = deps.locks.run(id, () => refreshLocked(client, id, identity.accessToken, deps)).finally(() => inFlight.delete(id));
  inFlight.set(id, run);
  return run;
}

async function refreshLocked(client: KyInstance, id: string, accessBefore: string, deps: RefreshDeps): Promise<boolean> {
  const identity = findIdentity(getSession(), id);
  if (!identity) return false;
  if (identity.accessToken !== accessBefore) return true; // another tab's refresh reached us meanwhile
  const handoff = await deps.handoff.read(id).catch(() => null);
  if (handoff && handoff.sent === identity.refreshToken) {
    // Another tab already spent this refresh token: take what it got, never send the token again.
    applyRefreshedTokens(id, identity.refreshToken, handoff.tokens, handoff.at, false);
    return findIdentity(getSession(), id)?.accessToken === handoff.tokens.accessToken;
  }
  const sentRefresh = identity.refreshToken;
  const answer = await postRefresh(client, id, sentRefresh);
  if (answer === 'no-answer') return false;
  if (answer?.success === 1 && answer.token) {
    const tokens = { accessToken: answer.token, refreshToken: answer.refresh_token ?? sentRefresh };
    const at = deps.now();
    // Stale (signed out, switched, rotated meanwhile): thrown away, and nothing reaches storage.
    if (!applyRefreshedTokens(id, sentRefresh, tokens, at)) return false;
    await deps.handoff.write(id, { sent: sentRefresh, tokens, at }).catch(() => undefined);
    return true;
  }
  if (findIdentity(getSession(), id)) emitTransportEvent('session-expired', { identityId: id });
  return false;
}

/** The refresh answer; null for a refusal (4xx or unreadable), 'no-answer' for none (network, 5xx, aborted). */
async function postRefresh(
  client: KyInstance,
  id: string,
  refreshToken: string,
): Promise<z.infer<typeof refreshAnswer> | null | 'no-answer'> {
  const timer = deadline(REFRESH_DEADLINE_MS);
  try {
    const raw = await client
      .post('login/teacher_portal/token', {
        body: new URLSearchParams({ refresh_token: refreshToken }),
        context: { skipRefresh: true },
        retry: { limit: 1 },
        signal: AbortSignal.any([identitySignal(id), timer.signal]),
      })
      .json();
    const parsed = refreshAnswer.safeParse(raw);
    return parsed.success ? parsed.data : null;
  } catch (error) {
    // A rejected refresh token (4xx) ends the session; no answer at all (network, 5xx) does not.
    const status = (error as { response?: Response }).response?.status;
    return status === undefined || status >= 500 ? 'no-answer' : null;
  } finally {
    timer.done();
  }
}
