/**
 * Reads a signed-in first page sends before the app's code has arrived (src/early-reads.ts, in index.html): its class
 * list travels while the app downloads instead of after it. Each answer serves the app's first call
 * that matches it exactly (address, bearer token, language) within a few seconds, once, through the
 * app's own client (client.ts): its checks, refresh and retries apply as to any answer. A call of
 * another identity (a switch, a sign-out, a refresh in another tab) has another token: it never gets it.
 */
export const EARLY_ASK_TTL_MS = 10_000;

interface EarlyAsk {
  url: string;
  authorization: string;
  language: string;
  response: Promise<Response>;
}

/**
 * Where the answers wait: one set on the page, shared by the page's own copy of this module (the early reads
 * index.html runs, src/early-reads.ts, built apart) and the app's. A module-level set would be two.
 */
const SHARED = Symbol.for('teacher-portal.early-asks');
const asks: Set<EarlyAsk> = ((globalThis as { [SHARED]?: Set<EarlyAsk> })[SHARED] ??= new Set());

/** Keeps an early read's answer for the app's matching call; forgotten unasked after EARLY_ASK_TTL_MS. */
export function keepEarlyAsk(ask: EarlyAsk): void {
  // A failure is the matching call's to handle (as its own fetch's would be): never unhandled here.
  ask.response.catch(() => undefined);
  asks.add(ask);
  setTimeout(() => asks.delete(ask), EARLY_ASK_TTL_MS);
}

/** The early answer this request would get, taken (null: none matches; the request goes out as usual). */
export function takeEarlyAsk(request: Request): Promise<Response> | null {
  if (request.method !== 'GET') return null;
  for (const ask of asks) {
    if (
      ask.url === request.url &&
      ask.authorization === request.headers.get('Authorization') &&
      ask.language === request.headers.get('Accept-Language')
    ) {
      asks.delete(ask);
      return ask.response;
    }
  }
  return null;
}

/** Forgets every early answer (sign-out, a switch of teacher: nothing of the old identity stays). */
export function dropEarlyAsks(): void {
  asks.clear();
}

/**
 * fetch, or the early answer the request matches: what the app's client fetches with. An abort of the
 * call rejects at once as a fetch's would (the early request itself runs on; its answer is dropped).
 */
export function fetchOrEarly(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const early = input instanceof Request ? takeEarlyAsk(input) : null;
  if (!early) return fetch(input, init);
  const signal = init?.signal ?? (input as Request).signal;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    early.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}
