/** Answer builders in the two styles of the host: `{ success }` envelopes and Canvas `{ errors }`. */
import { HttpResponse } from 'msw';

export const ok = <T extends Record<string, unknown>>(data: T = {} as T) => HttpResponse.json({ success: 1, ...data });

/** A business refusal: HTTP 200 (unless told otherwise) with success 0 and an error code. */
export const refuse = (errorCode: string, message: string, status = 200) =>
  HttpResponse.json({ success: 0, error_code: errorCode, message }, { status });

export const canvasError = (status: number, message: string, headers?: Record<string, string>) =>
  HttpResponse.json({ errors: [{ message }] }, { status, headers });

export const unauthorized = () => canvasError(401, 'Invalid access token.', { 'WWW-Authenticate': 'Bearer realm="canvas-lms"' });

export const canvasNotFound = () => canvasError(404, 'The specified resource does not exist.');

export const forbidden = () => refuse('FORBIDDEN', 'You are not allowed to do this.', 403);

export const notFound = () => refuse('NOT_FOUND', 'No such class.', 404);

/**
 * Where the app's static files live, for media and classroom links: the request URL up to
 * the API part, without the browser's "/demo-api" prefix. For `https://x.org/app/demo-api/api/v1/...`
 * that is `https://x.org/app`; for the HTTP server `http://127.0.0.1:8787`.
 */
export function publicBase(request: Request): string {
  const url = new URL(request.url);
  const cut = url.pathname.search(/\/(api\/v1|login|__demo)(\/|$)/);
  const prefix = (cut >= 0 ? url.pathname.slice(0, cut) : '').replace(/\/demo-api$/, '');
  return `${url.origin}${prefix}`;
}

export const mediaUrl = (request: Request, file: string) => `${publicBase(request)}/demo-media/${file}`;
