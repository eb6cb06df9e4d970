/**
 * Supplement files, uploaded in the administration host's three steps (Canvas style):
 *   1. POST /api/v1/alg_homework/files {name, size, content_type} -> an upload slot
 *      {file_id, upload_url, upload_params}; refused for files the form refuses too;
 *   2. POST <upload_url> multipart (upload_params + `file`), no bearer token: the slot's token
 *      authorises it (a real host sends it to storage elsewhere);
 *   3. POST /api/v1/alg_homework/files/{id}/confirm -> the file record.
 * Only metadata and size are kept. QA makes step 2 fail with a fault rule matching UPLOAD_PATH.
 */
import { z } from 'zod';
import type { UploadRecord } from '../core/coursework-types';
import { randomToken } from '../core/rand';
import { iso } from '../core/time';
import { courseworkOf, findUpload } from '../lib/coursework';
import { readJson } from '../lib/json-body';
import { ok, refuse } from '../lib/responses';
import { apiRoute, publicRoute } from '../lib/route';
import { nextId } from '../lib/store';
import { uploadSlotRefusal } from '../rules/files';

export const UPLOAD_PATH = '/uploads/homework/';

export const uploadWire = (u: UploadRecord) => ({ id: u.id, display_name: u.name, size: u.size, content_type: u.contentType });

/** Where step 2 goes: beside the API, under the same prefix (the browser demo's "/demo-api" included). */
function uploadUrl(request: Request, id: number): string {
  const url = new URL(request.url);
  const cut = url.pathname.indexOf('/api/v1/');
  return `${url.origin}${url.pathname.slice(0, Math.max(0, cut))}${UPLOAD_PATH}${id}`;
}

const slotSchema = z.object({ name: z.string(), size: z.number(), content_type: z.string().default('') });

const requestSlot = apiRoute('post', '/api/v1/alg_homework/files', async ({ request, user, now }) => {
  const body = await readJson(request, slotSchema);
  if ('refusal' in body) return body.refusal;
  const { name, size, content_type: contentType } = body.data;
  const refused = uploadSlotRefusal(name, size);
  if (refused) return refuse(refused.code, refused.message);
  const upload: UploadRecord = {
    id: nextId(),
    name: name.trim(),
    size,
    contentType: contentType || 'application/octet-stream',
    token: randomToken('up', 24),
    receivedSize: null,
    confirmed: false,
    createdAt: iso(now),
  };
  courseworkOf(user).uploads.push(upload);
  return ok({ file_id: upload.id, upload_url: uploadUrl(request, upload.id), upload_params: { upload_token: upload.token } });
});

const receive = publicRoute('post', `${UPLOAD_PATH}:fileId`, async ({ request, params }) => {
  const upload = findUpload(Number(params.fileId));
  if (!upload) return refuse('NOT_FOUND', 'No such upload slot.', 404);
  let form: FormData | null = null;
  try {
    form = await request.formData();
  } catch {
    // Not multipart: refused below.
  }
  if (!form || form.get('upload_token') !== upload.token) return refuse('INVALID_UPLOAD_TOKEN', 'This upload slot is not yours.', 403);
  const file = form.get('file');
  if (!file || typeof file === 'string') return refuse('NO_FILE', 'The request carries no file.', 400);
  if (file.size !== upload.size) return refuse('SIZE_MISMATCH', 'The file is not the size announced for the slot.');
  upload.receivedSize = file.size;
  return ok({ file_id: upload.id });
});

const confirm = apiRoute('post', '/api/v1/alg_homework/files/:fileId/confirm', ({ params, user }) => {
  const upload = courseworkOf(user).uploads.find((u) => u.id === Number(params.fileId));
  if (!upload) return refuse('NOT_FOUND', 'No such upload slot.', 404);
  if (upload.receivedSize === null) return refuse('UPLOAD_INCOMPLETE', 'The file has not been received.');
  upload.confirmed = true;
  return ok({ file: uploadWire(upload) });
});

export const homeworkFileHandlers = [requestSlot, receive, confirm];
