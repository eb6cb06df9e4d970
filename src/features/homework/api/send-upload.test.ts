import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { ApiError } from '@/lib/http/api-error';
import { useSessionStore } from '@/lib/session/session-store';
import type { AuthSession } from '@/lib/session/session-types';
import { requestUploadSlot } from './request-upload-slot';
import { sendUpload } from './send-upload';

const STORAGE = 'https://storage.example/upload/7';
const slot = { fileId: 7, uploadUrl: STORAGE, uploadParams: { upload_token: 'slot-token' } };

afterEach(() => useSessionStore.setState({ session: null }));

describe('sendUpload (step 2)', () => {
  it('never sends the bearer token to the upload address, and sends one Idempotency-Key', async () => {
    useSessionStore.setState({ session: { accessToken: 'secret-access-token' } as AuthSession });
    const seen: Headers[] = [];
    server.use(
      http.post(STORAGE, ({ request }) => {
        seen.push(request.headers);
        return HttpResponse.json({ success: 1, file_id: 7 });
      }),
    );
    await sendUpload(slot, new Blob(['hello']), 'story.pdf', () => {});
    expect(seen).toHaveLength(1);
    expect(seen[0]?.get('Authorization')).toBeNull();
    expect(seen[0]?.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it.each<[string, () => Response, Partial<ApiError>]>([
    [
      'a refusal keeps its code',
      () => HttpResponse.json({ success: 0, error_code: 'SIZE_MISMATCH' }),
      { kind: 'refused', code: 'SIZE_MISMATCH' },
    ],
    [
      'a forbidden slot is an HTTP failure',
      () => HttpResponse.json({ success: 0, error_code: 'INVALID_UPLOAD_TOKEN' }, { status: 403 }),
      { kind: 'http', status: 403 },
    ],
    ['an unreadable answer', () => new HttpResponse('<html>', { status: 200 }), { kind: 'invalid-response' }],
  ])('%s', async (_, answer, expected) => {
    server.use(http.post(STORAGE, answer));
    const failure = await sendUpload(slot, new Blob(['x']), 'a.pdf', () => {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject(expected);
  });
});

describe('requestUploadSlot (step 1)', () => {
  it.each<[string, unknown]>([
    ['a script address', 'javascript:alert(1)'],
    ['a relative address', '/uploads/7'],
    ['no address at all', undefined],
  ])('refuses %s as an unreadable answer', async (_, uploadUrl) => {
    server.use(http.post('*/api/v1/alg_homework/files', () => HttpResponse.json({ success: 1, file_id: 7, upload_url: uploadUrl })));
    await expect(requestUploadSlot({ name: 'a.pdf', size: 1, type: 'application/pdf' })).rejects.toMatchObject({
      kind: 'invalid-response',
    });
  });

  it('passes the slot on', async () => {
    server.use(
      http.post('*/api/v1/alg_homework/files', () =>
        HttpResponse.json({ success: 1, file_id: '7', upload_url: STORAGE, upload_params: { upload_token: 'x', n: 3 } }),
      ),
    );
    await expect(requestUploadSlot({ name: 'a.pdf', size: 1, type: 'application/pdf' })).resolves.toEqual({
      fileId: 7,
      uploadUrl: STORAGE,
      uploadParams: { upload_token: 'x', n: '3' },
    });
  });
});
