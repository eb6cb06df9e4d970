/**
 * When a tab asks an unavailable host again (docs/decisions/http-and-identity.md "The host is unavailable:
 * one fault model"). Pure: no timers, no DOM; `lib/query/recovery.ts` runs it on the page's clock and
 * `npm run sim:outage` runs 5,000 of it in virtual time, so what is simulated is what ships.
 *
 * Exponential backoff with full jitter: after the n-th failed ask in a row, a delay drawn uniformly from
 * [0, min(cap, first × 2^n)]. Thousands of tabs that lost the host at once spread their asks, and meet a
 * host that comes back spread over the cap, not in its first second. A `Retry-After` is the least wait,
 * spread over half as much again for the same reason. A hidden tab asks nothing; the tab shown again or
 * the device back online asks once at once (without forgetting its backoff: a host still down is then
 * asked as seldom as before).
 */

export const BACKOFF_FIRST_MS = 1_000;
export const BACKOFF_CAP_MS = 30_000;
/** A longer `Retry-After` is taken as this: a tab in view asks at least every 5 minutes. */
export const RETRY_AFTER_MAX_MS = 5 * 60_000;

/** The wait before the next ask, after `failures` failed asks in a row (1 for the first). */
export function backoffDelay(failures: number, random: () => number, retryAfterMs?: number): number {
  if (retryAfterMs !== undefined) {
    const least = Math.min(Math.max(0, retryAfterMs), RETRY_AFTER_MAX_MS);
    return least + random() * Math.min(least, BACKOFF_CAP_MS) * 0.5;
  }
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_FIRST_MS * 2 ** Math.max(0, failures - 1));
  return random() * ceiling;
}

/** A `Retry-After` header (seconds, or an HTTP date) as ms from `now`; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, now: number): number | undefined {
  if (!value) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // An HTTP date names its day and month (Date.parse alone would read "-5" or "1.5" as years).
  const at = /^[a-z]{3}, /i.test(text) ? Date.parse(text) : Number.NaN;
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** What the tab does next: ask after `inMs` (0: at once), or nothing until an event. */
export type Next = { ask: true; inMs: number } | { ask: false };
const idle: Next = { ask: false };
const askIn = (inMs: number): Next => ({ ask: true, inMs });

export interface PolicyState {
  /** A read waits for the host (it failed unavailable, and has not been answered since). */
  waiting: boolean;
  visible: boolean;
  online: boolean;
  /** Failed asks in a row. */
  failures: number;
}

/**
 * One tab's policy for one host. Each method is an event; its answer is what to do now (a timer the
 * caller had set is replaced by it).
 */
export function createRecoveryPolicy(options: { random?: () => number; visible?: boolean; online?: boolean } = {}) {
  const random = options.random ?? Math.random;
  const state: PolicyState = { waiting: false, visible: options.visible ?? true, online: options.online ?? true, failures: 0 };
  const canAsk = () => state.waiting && state.visible && state.online;
  return {
    state: state as Readonly<PolicyState>,
    /** A read failed with the host unavailable (the first, or an ask of this policy). */
    failed(retryAfterMs?: number): Next {
      state.waiting = true;
      state.failures += 1;
      return canAsk() ? askIn(backoffDelay(state.failures, random, retryAfterMs)) : idle;
    },
    /** The host answered (any read, this policy's ask or another's): nothing waits any more. */
    answered(): Next {
      state.waiting = false;
      state.failures = 0;
      return idle;
    },
    visibility(visible: boolean): Next {
      const shown = visible && !state.visible;
      state.visible = visible;
      return shown && canAsk() ? askIn(0) : idle;
    },
    device(online: boolean): Next {
      const back = online && !state.online;
      state.online = online;
      return back && canAsk() ? askIn(0) : idle;
    },
  };
}

export type RecoveryPolicy = ReturnType<typeof createRecoveryPolicy>;
