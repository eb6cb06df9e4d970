/**
 * What reached the demo host, request by request, with whose session it came: QA and the journeys
 * count refreshes per identity, requests per identity and sign-outs from it. Kept beside the
 * database (localStorage in the browser, so every tab of the origin writes to one log).
 */
import { readKey, writeKey } from './storage';
import { db } from './store';

export const LOG_KEY = 'demo-host:log';
const MAX_ENTRIES = 1000;

export interface LogEntry {
  at: number;
  method: string;
  path: string;
  /** The session the bearer token (or, for a refresh, the refresh token) belongs to; null: none. */
  session: string | null;
  /** Whose data the session opens (the teacher acted as) and who signed in. */
  uid: number | null;
  actorUid: number | null;
}

export function readLog(): LogEntry[] {
  try {
    const parsed: unknown = JSON.parse(readKey(LOG_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as LogEntry[]) : [];
  } catch {
    return [];
  }
}

export const clearLog = (): void => void writeKey(LOG_KEY, null);

const bearerOf = (request: Request) => /^Bearer\s+(\S+)$/i.exec(request.headers.get('Authorization') ?? '')?.[1] ?? null;

/** The session a request speaks for: by its access token, else by the refresh token it sends. */
async function sessionOf(request: Request) {
  const sessions = db().sessions;
  const access = bearerOf(request);
  if (access) return sessions.find((s) => s.access === access || s.previousAccess?.includes(access)) ?? null;
  if (request.method !== 'POST') return null;
  const refresh = new URLSearchParams(await request.clone().text()).get('refresh_token');
  return refresh ? (sessions.find((s) => s.refresh === refresh || s.spentRefresh?.includes(refresh)) ?? null) : null;
}

export async function logRequest(request: Request, now: number): Promise<void> {
  const session = await sessionOf(request);
  const entry: LogEntry = {
    at: now,
    method: request.method,
    path: new URL(request.url).pathname,
    session: session?.id ?? null,
    uid: session?.uid ?? null,
    actorUid: session?.actorUid ?? null,
  };
  writeKey(LOG_KEY, JSON.stringify([...readLog(), entry].slice(-MAX_ENTRIES)));
}
