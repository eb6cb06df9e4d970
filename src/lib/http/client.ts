import ky, { isHTTPError, isTimeoutError, type KyInstance, type RetryOptions } from 'ky';
import { env } from '@/lib/env';
import { useLocaleStore } from '@/lib/i18n/locale-store';
import { findIdentity } from '@/lib/session/identity';
import { getSession, IdentityGoneError } from '@/lib/session/session-store';
import type { ChatCredentials } from '@/lib/session/session-types';
import { connectivity, type HostOrigin } from '@/lib/network/connectivity';
import { fetchOrEarly } from './early-asks';
import { hostHeaders } from './host-headers';
import { refreshAfter401 } from './refresh';
import { parseRetryAfter } from '@/lib/network/recovery-policy';
import { isUnavailableAnswer, registerOrigin } from './unavailable';

/** Spec 9: retry count 3, delay 1000 ms. */
export const RETRY_LIMIT = 3;
export const RETRY_DELAY_MS = 1000;

/**
 * Statuses a retry cannot change: 401 goes through the refresh, 500 is the maintenance
 * answer, and the 4xx refusals below are final (docs/decisions/http-and-identity.md "What the HTTP layer retries, in bounded time").
 */
const NOT_RETRIED = new Set([400, 401, 403, 404, 409, 422, 500]);

export type RequestContext = {
  /** The identity the request acts as, captured when it started: every attempt and replay uses its newest token. */
  identityId?: string;
  /** A token given outright (the background sign-out of an identity already forgotten). */
  bearer?: string;
  /** Chat credentials given outright (see chat-client.ts). */
  chat?: ChatCredentials;
  /**
   * Set by the refresh hook so a request is replayed after a refresh at most once. An object, so
   * the caller sees it too (ky copies the context shallowly).
   */
  replay?: { done: boolean };
  /** Auth endpoints never trigger a refresh on 401. */
  skipRefresh?: boolean;
};

/** Aborted by a signal: cancelled, past the call's deadline (a DOMException TimeoutError, not ky's), or its identity is gone. */
const isAbort = (error: unknown) =>
  error instanceof Error && (error.name === 'AbortError' || (error instanceof DOMException && error.name === 'TimeoutError'));

/**
 * Spec 7-9 retry rules, for every client (the chat client too), each judging its own host. A host
 * already unavailable (or the device offline) is not retried a second later: the screen says so at once,
 * and the recovery (lib/query/recovery.ts) asks again, backing off. Nor is a gateway's answer that asks
 * to wait longer than the spec's delay (`Retry-After`): the recovery waits for it.
 */
export function retryPolicy(origin: HostOrigin): RetryOptions {
  return {
    limit: RETRY_LIMIT,
    methods: ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'],
    delay: () => RETRY_DELAY_MS,
    retryOnTimeout: true,
    shouldRetry: ({ error }) => {
      if (isAbort(error)) return false;
      const knownDown = connectivity.isOffline() || !connectivity.hostReachable(origin);
      if (isHTTPError(error)) {
        if (!isUnavailableAnswer(error.response)) return !NOT_RETRIED.has(error.response.status);
        const wait = parseRetryAfter(error.response.headers.get('Retry-After'), Date.now());
        return !knownDown && (wait === undefined || wait <= RETRY_DELAY_MS);
      }
      return knownDown ? false : undefined;
    },
  };
}

/** The bearer token of an attempt: the captured identity's newest, never another identity's. */
function bearerFor(context: RequestContext): string | null {
  if (!context.identityId) return context.bearer ?? null;
  const identity = findIdentity(getSession(), context.identityId);
  if (!identity) throw new IdentityGoneError();
  return identity.accessToken;
}

export function createHttpClient(prefixUrl: string): KyInstance {
  const instance: KyInstance = ky.create({
    prefixUrl,
    // A dashboard's first reads may already be on their way (early-asks.ts): their answers are taken.
    fetch: fetchOrEarly,
    timeout: 10_000,
    retry: retryPolicy('school'),
    hooks: {
      beforeRequest: [
        (request, options) => {
          request.headers.delete('Authorization');
          const headers = hostHeaders(bearerFor(options.context as RequestContext), useLocaleStore.getState().locale);
          for (const [name, value] of Object.entries(headers)) request.headers.set(name, value);
        },
      ],
      // A failed fetch (a TypeError) or an attempt that timed out already says whether the device
      // is offline: the retries that follow take seconds.
      beforeRetry: [
        ({ error }) => {
          if (error instanceof TypeError || isTimeoutError(error)) void connectivity.hostUnreachable(false, 'school');
        },
      ],
      afterResponse: [
        async (request, options, response) => {
          const context = options.context as RequestContext;
          if (response.status !== 401 || context.skipRefresh || !context.replay || context.replay.done || !context.identityId) return;
          const sent = request.headers.get('Authorization')?.replace(/^Bearer /, '') ?? null;
          if (!(await refreshAfter401(instance, context.identityId, sent))) return;
          context.replay.done = true;
          return ky.retry({ delay: 0, code: 'TOKEN_REFRESHED' });
        },
      ],
    },
  });
  return registerOrigin(instance, 'school');
}

/** The one client for the administration host. */
export const http = createHttpClient(env.apiBaseUrl);
