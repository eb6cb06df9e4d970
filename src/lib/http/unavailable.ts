import type { HostOrigin } from '@/lib/network/connectivity';
import type { KyInstance } from 'ky';

/**
 * "The host is unavailable" (docs/decisions/http-and-identity.md "The host is unavailable: one fault
 * model"): no answer (a network failure, a timeout), or an answer that comes from a gateway in front of
 * it rather than from the host: 502, 503, 504, 429 (asked to wait), or another 5xx as an HTML page. A 500
 * keeps the spec's meaning (the maintenance alert), a 401 the refresh.
 */
const GATEWAY_STATUSES: ReadonlySet<number> = new Set([429, 502, 503, 504]);

export function isUnavailableAnswer(response: Pick<Response, 'status' | 'headers'>): boolean {
  if (GATEWAY_STATUSES.has(response.status)) return true;
  return response.status > 500 && /text\/html/i.test(response.headers.get('content-type') ?? '');
}

/** Which host a client asks: each has its own state (lib/network/connectivity.ts). */
const origins = new WeakMap<KyInstance, HostOrigin>();
export const registerOrigin = (client: KyInstance, origin: HostOrigin): KyInstance => (origins.set(client, origin), client);
export const originOf = (client: KyInstance): HostOrigin => origins.get(client) ?? 'school';
