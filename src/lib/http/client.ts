import ky, { isHTTPError, type KyInstance, type RetryOptions } from 'ky';
import { env } from '@/lib/env';
import { useLocaleStore } from '@/lib/i18n/locale-store';
import { getSession } from '@/lib/session/session-store';
import { refreshAfter401 } from './refresh';

/** Spec 9: retry count 3, delay 1000 ms. */
export const RETRY_LIMIT = 3;
export const RETRY_DELAY_MS = 1000;

/**
 * Statuses a retry cannot change: 401 goes through the refresh, 500 is the maintenance
 * answer, and the 4xx refusals below are final (see docs/decisions.md, "what is retried").
 */
const NOT_RETRIED = new Set([400, 401, 403, 404, 409, 422, 500]);

export interface RequestContext {
  /** Set by the refresh hook so a request is replayed after a refresh at most once. */
  replayedAfterRefresh?: boolean;
  /** Auth endpoints never trigger a refresh on 401. */
  skipRefresh?: boolean;
  /** Admin calls (teacher list, teacher token) made with the admin's own token while acting as a teacher. */
  asOwnIdentity?: boolean;
}

/** Spec 7-9 retry rules, shared by every client (the chat client too). */
export const RETRY_POLICY: RetryOptions = {
  limit: RETRY_LIMIT,
  methods: ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'],
  delay: () => RETRY_DELAY_MS,
  retryOnTimeout: true,
  shouldRetry: ({ error }) => (isHTTPError(error) ? !NOT_RETRIED.has(error.response.status) : undefined),
};

export function createHttpClient(prefixUrl: string): KyInstance {
  const instance: KyInstance = ky.create({
    prefixUrl,
    timeout: 30_000,
    retry: RETRY_POLICY,
    hooks: {
      beforeRequest: [
        (request, options) => {
          // Read on every attempt: a replay after a refresh must carry the new token.
          const session = getSession();
          const own = (options.context as RequestContext).asOwnIdentity ? session?.ownIdentity : null;
          const token = own?.accessToken ?? session?.accessToken;
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
          else request.headers.delete('Authorization');
          request.headers.set('Accept-Language', useLocaleStore.getState().locale);
          // Spec 7: "a permissive cross-origin header" on every request.
          request.headers.set('Access-Control-Allow-Origin', '*');
        },
      ],
      afterResponse: [
        async (_request, options, response) => {
          const context = options.context as RequestContext;
          if (response.status !== 401 || context.skipRefresh || context.replayedAfterRefresh) return;
          if (!(await refreshAfter401(instance))) return;
          context.replayedAfterRefresh = true;
          return ky.retry({ delay: 0, code: 'TOKEN_REFRESHED' });
        },
      ],
    },
  });
  return instance;
}

/** The one client for the administration host. */
export const http = createHttpClient(env.apiBaseUrl);
