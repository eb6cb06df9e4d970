/**
 * The demo host as a real HTTP server (started by mocks/http-server.ts, and by its test):
 * Node requests become Fetch Requests answered by msw's getResponse() over the same handlers.
 * It also serves mocks/media/* at /demo-media/ (the media the answers link to) and the demo
 * classroom at /demo-classroom.html (where the enter answer leads) and the placeholder of a quiz or
 * flashcards item at /demo-courseware.html (where its html_url leads), drawn from the host's answers.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { getResponse } from 'msw';
import { DEMO_ACCOUNTS } from './data/accounts';
import { handlers } from './handlers';
import {
  CLASSROOM_PAGE,
  type ClassroomView,
  classroomViewOf,
  drawnPage,
  pageParams,
  portalFromReferer,
  servedPage,
} from './lib/classroom-page';
import {
  CLOSE_SCRIPT,
  COURSEWARE_PAGE,
  coursewareMain,
  coursewareParams,
  coursewareTitle,
  type CoursewareView,
  coursewareViewOf,
} from './lib/courseware-page';
import { mediaFile, sendMediaFile } from './lib/media-files';
import { logUnhandled } from './lib/request-log';

const ALLOWED_HEADERS = 'Authorization, Content-Type, Accept-Language, Idempotency-Key, X-User-Id, X-Auth-Token';

function corsHeaders(req: IncomingMessage): Record<string, string> {
  // Echo what the browser asks for too: the app sends e.g. an Access-Control-Allow-Origin request header.
  const requested = req.headers['access-control-request-headers'];
  return {
    'Access-Control-Allow-Origin': req.headers.origin ?? '*',
    'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': requested ? `${ALLOWED_HEADERS}, ${requested}` : ALLOWED_HEADERS,
    'Access-Control-Expose-Headers': 'Idempotent-Replayed, WWW-Authenticate',
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  };
}

async function toFetchRequest(req: IncomingMessage): Promise<Request> {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? '127.0.0.1'}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && chunks.length > 0;
  return new Request(url, { method: req.method, headers, body: hasBody ? Buffer.concat(chunks) : undefined });
}

function serveMedia(req: IncomingMessage, pathname: string, res: ServerResponse, cors: Record<string, string>): boolean {
  const file = pathname.startsWith('/demo-media/') ? mediaFile(pathname.slice('/demo-media/'.length)) : null;
  if (file) sendMediaFile(file, req, res, cors);
  return file !== null;
}

const CLASSROOM_SHELL = readFileSync(new URL(`./classroom/${CLASSROOM_PAGE}`, import.meta.url), 'utf8');
// The page is drawn here: no script at all, so the strictest policy fits.
const CLASSROOM_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'Cache-Control': 'no-store',
};

/** The demo classroom, from the same answer the browser page reads (handlers/demo-classroom.ts). */
async function serveClassroom(req: IncomingMessage, request: Request, res: ServerResponse): Promise<void> {
  const url = new URL(request.url);
  const { classId, lang } = pageParams(url.search);
  let view: ClassroomView = { kind: 'not-open' };
  if (classId !== null) {
    const answer = await getResponse(handlers, new Request(`${url.origin}/__demo/classroom/${classId}`));
    view = answer ? classroomViewOf(answer.status, await answer.json().catch(() => null), Date.now()) : { kind: 'failed' };
  }
  res.writeHead(view.kind === 'class' ? 200 : view.kind === 'not-open' ? 404 : 502, CLASSROOM_HEADERS);
  res.end(servedPage(CLASSROOM_SHELL, view, lang, portalFromReferer(req.headers.referer, url.origin)));
}

const COURSEWARE_SHELL = readFileSync(new URL(`./classroom/${COURSEWARE_PAGE}`, import.meta.url), 'utf8');
// Its one script closes the tab the portal opened: allowed by its hash, nothing else (and its empty data: icon).
const COURSEWARE_HEADERS = {
  ...CLASSROOM_HEADERS,
  'Content-Security-Policy': `${CLASSROOM_HEADERS['Content-Security-Policy']}; img-src data:; script-src 'sha256-${createHash('sha256').update(CLOSE_SCRIPT).digest('base64')}'`,
};

/** A quiz or flashcards item's placeholder, from the answer the browser page reads (handlers/demo-courseware.ts). */
async function serveCourseware(req: IncomingMessage, request: Request, res: ServerResponse): Promise<void> {
  const url = new URL(request.url);
  const { courseId, itemId, lang } = coursewareParams(url.search);
  let view: CoursewareView = { kind: 'not-found' };
  if (courseId !== null && itemId !== null) {
    const answer = await getResponse(handlers, new Request(`${url.origin}/__demo/courseware/${courseId}/${itemId}`));
    view = answer ? coursewareViewOf(answer.status, await answer.json().catch(() => null)) : { kind: 'failed' };
  }
  const main = coursewareMain(view, lang, portalFromReferer(req.headers.referer, url.origin));
  res.writeHead(view.kind === 'item' ? 200 : view.kind === 'not-found' ? 404 : 502, COURSEWARE_HEADERS);
  res.end(drawnPage(COURSEWARE_SHELL, lang, coursewareTitle(view, lang), main, CLOSE_SCRIPT));
}

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const cors = corsHeaders(req);
  if (req.method === 'OPTIONS') {
    res.writeHead(204, cors).end();
    return;
  }
  const request = await toFetchRequest(req);
  const { pathname } = new URL(request.url);
  if (serveMedia(req, pathname, res, cors)) return;
  if (pathname === `/${CLASSROOM_PAGE}` && req.method === 'GET') {
    await serveClassroom(req, request, res);
    return;
  }
  if (pathname === `/${COURSEWARE_PAGE}` && req.method === 'GET') {
    await serveCourseware(req, request, res);
    return;
  }
  if (pathname === '/') {
    res.writeHead(200, { ...cors, 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ name: 'teacher portal demo administration host', accounts: DEMO_ACCOUNTS }, null, 2));
    return;
  }
  const response = await getResponse(handlers, request);
  if (!response) {
    await logUnhandled(request, Date.now());
    res.writeHead(404, { ...cors, 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ errors: [{ message: 'The specified resource does not exist.' }] }));
    return;
  }
  if (response.type === 'error') {
    req.socket.destroy(); // the "drop" fault: a network error on the client side
    return;
  }
  const headers: Record<string, string> = { ...cors };
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  res.writeHead(response.status, headers);
  res.end(Buffer.from(await response.arrayBuffer()));
}

/** The demo host's HTTP server, not yet listening. */
export function createDemoHostServer(): Server {
  return createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('[demo host]', error);
      if (!res.headersSent) res.writeHead(500, { ...corsHeaders(req), 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ errors: [{ message: 'Internal error of the demo host.' }] }));
    });
  });
}
