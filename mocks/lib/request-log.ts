/**
 * What reached the demo host, request by request, with whose session it came: QA and the journeys
 * count refreshes per identity, requests per identity and sign-outs from it. Kept beside the
 * database; in the browser each tab appends to a key of its own (two tabs writing one key would
 * lose each other's entries) and the log is all of them, in time order.
 */
import { randomToken } from '../core/rand';
import { keysWithPrefix, readKey, writeKey } from './storage';
import { db } from './store';

export const LOG_KEY = 'demo-host:log';
const mine = `${LOG_KEY}:${randomToken('tab', 8)}`;
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
  /** No endpoint of the host answers this path: the app called something the host does not have. */
  unhandled?: true;
}

function readEntries(key: string): LogEntry[] {
  try {
    const parsed: unknown = JSON.parse(readKey(key) ?? '[]');
    return Array.isArray(parsed) ? (parsed as LogEntry[]) : [];
  } catch {
    return [];
  }
}

export const readLog = (): LogEntry[] =>
  keysWithPrefix(`${LOG_KEY}:`)
    .flatMap(readEntries)
    .sort((a, b) => a.at - b.at);

export const clearLog = (): void => keysWithPrefix(`${LOG_KEY}:`).forEach((key) => writeKey(key, null));

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

/** A request no endpoint answers: logged (the journeys fail on such an entry) and said on the console. */
export async function logUnhandled(request: Request, now: number): Promise<void> {
  console.error(`[demo host] no endpoint for ${request.method} ${new URL(request.url).pathname}`);
  await logRequest(request, now, { unhandled: true });
}

export async function logRequest(request: Request, now: number, options: { unhandled?: boolean } = {}): Promise<void> {
  const session = await sessionOf(request);
  const entry: LogEntry = {
    at: now,
    method: request.method,
    path: new URL(request.url).pathname,
    session: session?.id ?? null,
    uid: session?.uid ?? null,
    actorUid: session?.actorUid ?? null,
    ...(options.unhandled && { unhandled: true as const }),
  };
  writeKey(mine, JSON.stringify([...readEntries(mine), entry].slice(-MAX_ENTRIES)));
}
