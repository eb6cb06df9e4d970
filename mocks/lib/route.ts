/**
 * The one wrapper every host endpoint goes through:
 *   faults (lib/faults.ts) -> auth (api routes) -> Idempotency-Key (writes) -> handler -> persist.
 * Paths are written without a base and registered as `*${path}`, so any prefix matches
 * (`http://<origin>/demo-api/...` in the browser, `http://127.0.0.1:8787/...` for the HTTP server).
 */
import { http } from 'msw';
import { applyFaults, hostileAnswers } from './faults';
import { hostileAnswer } from './hostile';
import { idempotent } from './idempotency';
import { logRequest } from './request-log';
import { unauthorized } from './responses';
import { bearerToken, sessionOfAccess } from './sessions';
import { findTeacher, saveDb } from './store';
import type { Session, Teacher } from '../core/types';

type Method = 'get' | 'post' | 'put' | 'delete';
type Params = Record<string, string>;

export interface PublicContext {
  request: Request;
  params: Params;
  now: number;
}

export interface ApiContext extends PublicContext {
  session: Session;
  /** The teacher whose data the token opens (the teacher an admin acts as). */
  user: Teacher;
  /** Who signed in; equal to `user` unless an admin fetched a teacher token. */
  actor: Teacher;
}

type Resolver<C> = (ctx: C) => Response | Promise<Response>;

const toParams = (raw: Record<string, string | readonly string[] | undefined>): Params =>
  Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, Array.isArray(v) ? v.join('/') : String(v ?? '')]));

function define(method: Method, path: string, run: (ctx: PublicContext) => Promise<Response>) {
  return http[method](`*${path}`, async ({ request, params }) => {
    const { pathname } = new URL(request.url);
    await logRequest(request, Date.now());
    const injected = await applyFaults(pathname, request.method);
    if (injected) return injected;
    const response = await run({ request, params: toParams(params), now: Date.now() });
    if (method !== 'get') saveDb();
    return hostileAnswers() ? hostileAnswer(response, pathname) : response;
  });
}

/** An endpoint anyone may call (login, refresh, register...). */
export const publicRoute = (method: Method, path: string, resolver: Resolver<PublicContext>) =>
  define(method, path, async (ctx) => idempotent(ctx.request, async () => resolver(ctx)));

/** An endpoint that needs `Authorization: Bearer <valid access token>`, else 401. */
export const apiRoute = (method: Method, path: string, resolver: Resolver<ApiContext>) =>
  define(method, path, async (ctx) => {
    const session = sessionOfAccess(bearerToken(ctx.request), ctx.now);
    const user = session && findTeacher(session.uid);
    const actor = session && findTeacher(session.actorUid);
    if (!session || !user || !actor) return unauthorized();
    return idempotent(ctx.request, async () => resolver({ ...ctx, session, user, actor }));
  });
