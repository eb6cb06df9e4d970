import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { server } from '@mocks/node';
import { setSession } from '@/lib/session/session-store';
import type { AuthSession } from '@/lib/session/session-types';
import { chatHttp } from './chat-client';
import { apiRequest } from './request';
import { testSession } from '@/test/session-fixture';

const session = (chat: AuthSession['chat']): AuthSession => testSession({ accessToken: 'admin-host-token', chat });

/** Records what reached the chat host and whether anyone asked the admin host for a refresh. */
function chatHost(status = 200) {
  const seen = { headers: [] as Headers[], refreshes: 0 };
  server.use(
    mock.all('*/api/v1/echo.test', ({ request }) => {
      seen.headers.push(request.headers);
      return status === 200 ? HttpResponse.json({ success: true }) : HttpResponse.json({ status: 'error' }, { status });
    }),
    mock.post('*/login/teacher_portal/token', () => {
      seen.refreshes += 1;
      return HttpResponse.json({ success: 1, token: 'x' });
    }),
  );
  return seen;
}

const answer = z.object({ success: z.boolean() });

beforeEach(() => setSession(session({ userId: 'rc-7', authToken: 'rc~secret' })));

describe('the chat client', () => {
  it("sends the chat credentials and none of the admin host's headers", async () => {
    const seen = chatHost();
    await apiRequest('api/v1/echo.test', answer, { client: chatHttp, method: 'post', json: {} });
    const [headers] = seen.headers;
    expect(headers?.get('X-User-Id')).toBe('rc-7');
    expect(headers?.get('X-Auth-Token')).toBe('rc~secret');
    expect(headers?.get('Authorization')).toBeNull();
    expect(headers?.get('Idempotency-Key')).toBeNull();
    expect(headers?.get('Access-Control-Allow-Origin')).toBeNull();
  });

  it('a chat 401 is "unauthorized" at once: no admin-host refresh, no replay', async () => {
    const seen = chatHost(401);
    await expect(apiRequest('api/v1/echo.test', answer, { client: chatHttp })).rejects.toMatchObject({ kind: 'unauthorized', status: 401 });
    expect(seen.headers).toHaveLength(1);
    expect(seen.refreshes).toBe(0);
  });

  it('without chat credentials it sends no identity at all', async () => {
    setSession(session(null));
    const seen = chatHost(401);
    await expect(apiRequest('api/v1/echo.test', answer, { client: chatHttp })).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(seen.headers[0]?.get('X-User-Id')).toBeNull();
    expect(seen.headers[0]?.get('Authorization')).toBeNull();
  });

  it('goes to the chat base URL (the demo chat prefix without VITE_CHAT_BASE_URL)', async () => {
    let url = '';
    server.use(
      mock.get('*/api/v1/where.test', ({ request }) => {
        url = request.url;
        return HttpResponse.json({ success: true });
      }),
    );
    await apiRequest('api/v1/where.test', answer, { client: chatHttp });
    expect(new URL(url).pathname).toBe('/demo-chat/api/v1/where.test');
  });
});
