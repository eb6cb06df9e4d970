import { http as mock, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { server } from '@mocks/node';
import { env } from '@/lib/env';
import { setLocale, useLocaleStore } from '@/lib/i18n/locale-store';
import { IdentityGoneError, setSession } from '@/lib/session/session-store';
import { testSession } from '@/test/session-fixture';
import { dropEarlyAsks, EARLY_ASK_TTL_MS, keepEarlyAsk, takeEarlyAsk } from './early-asks';
import { hostHeaders } from './host-headers';
import { apiRequest } from './request';

const PATH = 'api/v1/test/early';
const URL_OF = `${env.apiBaseUrl}/${PATH}`;
const answer = z.object({ from: z.string() });

/** A promise settled by the test: the early answer arrives when the interleaving says so. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

/** An early read of PATH as `token` in the current language, answered when the test says. */
function earlyAsk(token = 'old', language: string = useLocaleStore.getState().locale) {
  const response = deferred<Response>();
  const headers = hostHeaders(token, language);
  keepEarlyAsk({ url: new URL(URL_OF).href, authorization: headers.Authorization!, language, response: response.promise });
  return response;
}

/** The host's own answer to PATH (the app's call sent after all), counting what reached it. */
function host() {
  const seen = { requests: 0, tokens: [] as (string | null)[] };
  server.use(
    mock.get(`*/${PATH}`, ({ request }) => {
      seen.requests += 1;
      seen.tokens.push(request.headers.get('Authorization'));
      return request.headers.get('Authorization') === 'Bearer old' || request.headers.get('Authorization') === 'Bearer B'
        ? HttpResponse.json({ from: 'host' })
        : HttpResponse.json({}, { status: 401 });
    }),
    mock.post('*/login/teacher_portal/token', () => HttpResponse.json({ success: 1, token: 'old' })),
  );
  return seen;
}

beforeEach(() => {
  dropEarlyAsks();
  setSession(testSession());
});
afterEach(() => {
  dropEarlyAsks();
  vi.useRealTimers();
});

describe('the app takes an early answer for its exactly matching call, once', () => {
  it('answered early: the call resolves from it and the host is not asked again', async () => {
    const seen = host();
    const early = earlyAsk();
    const call = apiRequest(PATH, answer);
    early.resolve(HttpResponse.json({ from: 'early' }));
    await expect(call).resolves.toEqual({ from: 'early' });
    expect(seen.requests).toBe(0);
  });

  it('taken once: a second call asks the host', async () => {
    const seen = host();
    earlyAsk().resolve(HttpResponse.json({ from: 'early' }));
    await expect(apiRequest(PATH, answer)).resolves.toEqual({ from: 'early' });
    await expect(apiRequest(PATH, answer)).resolves.toEqual({ from: 'host' });
    expect(seen.requests).toBe(1);
  });

  it.each([
    ['another identity is current (a switch, another tab)', () => setSession(testSession({ id: 'id-B', accessToken: 'B' }))],
    ['the language changed', () => setLocale(useLocaleStore.getState().locale === 'en' ? 'zh' : 'en')],
    ['its time ran out', () => vi.advanceTimersByTime(EARLY_ASK_TTL_MS)],
  ])('not taken when %s: the call asks the host, the early answer is never seen', async (_, change) => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const seen = host();
    const early = earlyAsk();
    change();
    vi.useRealTimers();
    const call = apiRequest(PATH, answer);
    early.resolve(HttpResponse.json({ from: 'early' }));
    await expect(call).resolves.toEqual({ from: 'host' });
    expect(seen.requests).toBe(1);
  });

  it('a switch of identity forgets every early answer (dropGoneIdentities)', async () => {
    const { QueryClient } = await import('@tanstack/react-query');
    const { dropGoneIdentities } = await import('@/lib/query/identity-scope');
    earlyAsk();
    const request = new Request(URL_OF, { headers: hostHeaders('old', useLocaleStore.getState().locale) });
    dropGoneIdentities(new QueryClient(), testSession(), testSession({ id: 'id-B', accessToken: 'B' }));
    expect(takeEarlyAsk(request)).toBeNull();
  });

  it('an early 401 goes through the refresh and the replay, as the call’s own would', async () => {
    const seen = host();
    const early = earlyAsk();
    const call = apiRequest(PATH, answer);
    early.resolve(HttpResponse.json({}, { status: 401 }));
    await expect(call).resolves.toEqual({ from: 'host' });
    expect(seen.requests).toBe(1);
  });

  it('an early answer that never came (a network failure) is retried by the client against the host', async () => {
    const seen = host();
    const early = earlyAsk();
    const call = apiRequest(PATH, answer);
    early.reject(new TypeError('Failed to fetch'));
    await expect(call).resolves.toEqual({ from: 'host' });
    expect(seen.requests).toBe(1);
  });

  it('a call cancelled while the early answer is on its way rejects at once, and the late answer is dropped', async () => {
    const seen = host();
    const early = earlyAsk();
    const cancel = new AbortController();
    const call = apiRequest(PATH, answer, { signal: cancel.signal });
    const settled = vi.fn();
    call.then(settled, settled);
    await vi.waitFor(() => expect(takeEarlyAsk(new Request(URL_OF))).toBeNull());
    cancel.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    early.resolve(HttpResponse.json({ from: 'early' }));
    expect(seen.requests).toBe(0);
  });

  it('a sign-out while the early answer is on its way: the call ends as its identity left, nobody sees the answer', async () => {
    host();
    const early = earlyAsk();
    const call = apiRequest(PATH, answer);
    await Promise.resolve();
    setSession(null);
    early.resolve(HttpResponse.json({ from: 'early' }));
    await expect(call).rejects.toBeInstanceOf(IdentityGoneError);
  });

  it('only a GET is ever served early', () => {
    earlyAsk();
    const headers = hostHeaders('old', useLocaleStore.getState().locale);
    expect(takeEarlyAsk(new Request(URL_OF, { method: 'POST', headers }))).toBeNull();
    expect(takeEarlyAsk(new Request(URL_OF, { headers }))).not.toBeNull();
  });
});

it('the page’s own copy of this module (the early reads in index.html) and the app’s share one set of answers', async () => {
  vi.resetModules();
  const pageCopy = await import('./early-asks');
  vi.resetModules();
  const appCopy = await import('./early-asks');
  expect(appCopy).not.toBe(pageCopy);
  const headers = hostHeaders('old', 'en');
  const response = Promise.resolve(new Response('{}'));
  pageCopy.keepEarlyAsk({ url: new URL(URL_OF).href, authorization: headers.Authorization!, language: 'en', response });
  expect(appCopy.takeEarlyAsk(new Request(URL_OF, { headers }))).toBe(response);
  pageCopy.keepEarlyAsk({ url: new URL(URL_OF).href, authorization: headers.Authorization!, language: 'en', response });
  appCopy.dropEarlyAsks();
  expect(pageCopy.takeEarlyAsk(new Request(URL_OF, { headers }))).toBeNull();
});
