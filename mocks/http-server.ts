/**
 * The demo host as a real HTTP server, for running the app against a "remote" host:
 *   npx tsx mocks/http-server.ts           (PORT, default 8787; DEMO_FAULTS = JSON fault rules)
 * Node requests become Fetch Requests answered by msw's getResponse() over the same handlers.
 * It also serves public/demo-media/* (the media the answers link to) when those files exist.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getResponse } from 'msw';
import { describeDemoAccounts, DEMO_ACCOUNTS } from './data/accounts';
import { handlers } from './handlers';
import { loadFaultsFromEnv } from './lib/faults';

const HOST = '127.0.0.1';
const PORT = Number(process.env.PORT ?? 8787);
const MEDIA_DIR = fileURLToPath(new URL('../public/demo-media/', import.meta.url));
const ALLOWED_HEADERS = 'Authorization, Content-Type, Accept-Language, Idempotency-Key, X-User-Id, X-Auth-Token';
const MEDIA_TYPES: Record<string, string> = {
  '.mp3': 'audio/mpeg', '.mp4': 'video/mp4', '.m3u8': 'application/vnd.apple.mpegurl', '.ts': 'video/mp2t',
  '.pdf': 'application/pdf', '.png': 'image/png', '.jpg': 'image/jpeg', '.svg': 'image/svg+xml',
};

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
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? `${HOST}:${PORT}`}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && chunks.length > 0;
  return new Request(url, { method: req.method, headers, body: hasBody ? Buffer.concat(chunks) : undefined });
}

function serveMedia(pathname: string, res: ServerResponse, cors: Record<string, string>): boolean {
  if (!pathname.startsWith('/demo-media/')) return false;
  const file = normalize(join(MEDIA_DIR, decodeURIComponent(pathname.slice('/demo-media/'.length))));
  if (!file.startsWith(MEDIA_DIR) || !existsSync(file) || !statSync(file).isFile()) return false;
  res.writeHead(200, { ...cors, 'Content-Type': MEDIA_TYPES[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
  return true;
}

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const cors = corsHeaders(req);
  if (req.method === 'OPTIONS') {
    res.writeHead(204, cors).end();
    return;
  }
  const request = await toFetchRequest(req);
  const { pathname } = new URL(request.url);
  if (serveMedia(pathname, res, cors)) return;
  if (pathname === '/') {
    res.writeHead(200, { ...cors, 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ name: 'teacher portal demo administration host', accounts: DEMO_ACCOUNTS }, null, 2));
    return;
  }
  const response = await getResponse(handlers, request);
  if (!response) {
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

loadFaultsFromEnv(process.env.DEMO_FAULTS);

createServer((req, res) => {
  handle(req, res).catch((error: unknown) => {
    console.error('[demo host]', error);
    if (!res.headersSent) res.writeHead(500, { ...corsHeaders(req), 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ errors: [{ message: 'Internal error of the demo host.' }] }));
  });
}).listen(PORT, HOST, () => {
  console.info(`Demo administration host listening on http://${HOST}:${PORT}`);
  console.info(`Demo accounts:\n${describeDemoAccounts()}`);
  if (process.env.DEMO_FAULTS) console.info(`Fault rules from DEMO_FAULTS: ${process.env.DEMO_FAULTS}`);
});
