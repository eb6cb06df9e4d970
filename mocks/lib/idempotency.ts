/**
 * Idempotency-Key for every write: the first answer per key is stored (in the database, so
 * it survives reloads) and a repeated request with that key gets the stored answer without
 * the work being done again. Answers of 5xx are not stored: the client may try again.
 */
import { refuse } from './responses';
import { db } from './store';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const MAX_STORED = 300;

const isWrite = (method: string) => method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';

export async function idempotent(request: Request, work: () => Promise<Response>): Promise<Response> {
  const key = request.headers.get(IDEMPOTENCY_HEADER);
  if (!key || !isWrite(request.method)) return work();
  const store = db().idempotency;
  const fingerprint = `${request.method} ${new URL(request.url).pathname}`;
  const stored = store[key];
  if (stored) {
    if (stored.fingerprint !== fingerprint) {
      return refuse('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used for another request.', 422);
    }
    return new Response(stored.body, {
      status: stored.status,
      headers: { 'Content-Type': stored.contentType, 'Idempotent-Replayed': 'true' },
    });
  }
  const response = await work();
  if (response.type !== 'error' && response.status < 500) {
    db().idempotency[key] = {
      fingerprint,
      status: response.status,
      body: await response.clone().text(),
      contentType: response.headers.get('Content-Type') ?? 'application/json',
      storedAt: Date.now(),
    };
    prune();
  }
  return response;
}

function prune(): void {
  const store = db().idempotency;
  const keys = Object.keys(store);
  if (keys.length <= MAX_STORED) return;
  keys
    .sort((a, b) => (store[a]?.storedAt ?? 0) - (store[b]?.storedAt ?? 0))
    .slice(0, keys.length - MAX_STORED)
    .forEach((k) => delete store[k]);
}
