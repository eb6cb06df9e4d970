import { isHTTPError } from 'ky';
import { z } from 'zod/mini';
import { ApiError, FAILURE_STATUS } from '@/lib/http/api-error';
import { http } from '@/lib/http/client';
import { onFirstUse } from '@/lib/http/on-first-use';
import { assertSuccess } from '@/lib/http/request';
import { successEnvelope, wireId, wireOptional } from '@/lib/http/wire';
import type { UploadSlot } from './request-upload-slot';

export const schemas = onFirstUse(() => {
  const answer = z.extend(successEnvelope, { file_id: wireOptional('upload: file_id', wireId, undefined) });

  return { answer };
});

/** Files may be large: far more time than the 30 s of an ordinary call. */
const UPLOAD_TIMEOUT_MS = 10 * 60_000;

type Progress = (loaded: number, total: number) => void;

function responseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}

/**
 * A `fetch` made of XMLHttpRequest, for ky. Why: fetch reports upload progress only with a
 * streaming request body (ky's onUploadProgress), and Chromium sends those over HTTP/2+ only, so
 * on an HTTP/1.1 host or through the demo's service worker there is no progress to show. XHR's
 * upload events work everywhere. Plugged in as ky's `fetch`, the step keeps the transport rules
 * (3 retries 1 s apart, timeouts, one Idempotency-Key for all attempts).
 */
function xhrFetch(onProgress: Progress) {
  return async (input: Request | URL | string, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const body = await request.blob();
    return new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      request.headers.forEach((value, key) => xhr.setRequestHeader(key, value));
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(event.loaded, event.total);
      };
      xhr.onload = () => {
        const empty = xhr.status === 204 || xhr.status === 304;
        resolve(
          new Response(empty ? null : xhr.responseText, {
            status: xhr.status,
            statusText: xhr.statusText,
            headers: responseHeaders(xhr.getAllResponseHeaders()),
          }),
        );
      };
      xhr.onerror = () => reject(new TypeError('Network request failed'));
      xhr.ontimeout = xhr.onerror;
      xhr.onabort = () => reject(new DOMException('The upload was aborted', 'AbortError'));
      request.signal.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(body);
    });
  };
}

/**
 * Step 2 of 3: the file and the slot's parameters, multipart, to the slot's address. No bearer
 * token: the address may be another host (storage) and the slot's parameters authorise it.
 */
export async function sendUpload(
  slot: UploadSlot,
  file: Blob,
  fileName: string,
  onProgress: Progress,
  signal?: AbortSignal,
): Promise<void> {
  const form = new FormData();
  for (const [key, value] of Object.entries(slot.uploadParams)) form.append(key, value);
  form.append('file', file, fileName);
  const client = http.extend({
    prefixUrl: '',
    timeout: UPLOAD_TIMEOUT_MS,
    fetch: xhrFetch(onProgress),
    hooks: { beforeRequest: [(request) => request.headers.delete('Authorization')] },
  });
  let text: string;
  try {
    const response = await client.post(slot.uploadUrl, {
      body: form,
      signal,
      headers: { 'Idempotency-Key': crypto.randomUUID() },
      context: { skipRefresh: true },
    });
    text = await response.text();
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    // The file's row says "Upload fail" with a retry: no global notice on top of it.
    throw isHTTPError(error)
      ? new ApiError('http', error.response.status, `Upload answered HTTP ${error.response.status}`)
      : new ApiError('network', FAILURE_STATUS, 'The upload did not reach the host');
  }
  const parsed = schemas().answer.safeParse(text === '' ? {} : safeJson(text));
  if (!parsed.success) throw new ApiError('invalid-response', 200, 'The upload answer is unreadable');
  assertSuccess(parsed.data);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
