import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, FAILURE_STATUS } from '@/lib/http/api-error';
import { createConnectivity, type HostOrigin } from '@/lib/network/connectivity';
import { setSession } from '@/lib/session/session-store';
import { testSession } from '@/test/session-fixture';
import { identityScope } from './identity-scope';
import { onRecovery, startRecovery } from './recovery';

/** With the jitter at half its range: the asks come after 0.5, 1, 2, 4, 8, 15, 15 … s. */
const PROBE_EVERY_MS = 500;
const HALF = () => 0.5;

/** The host out of reach; `origin`: the host the request named, as `apiRequest`'s failures do. */
const lost = (origin?: HostOrigin) => new ApiError('network', FAILURE_STATUS, 'Lost contact with the server', undefined, undefined, origin);

/** A page whose visibility the test sets. */
function fakePage() {
  const target = new EventTarget();
  const page = {
    hidden: false,
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    show(hidden: boolean) {
      page.hidden = hidden;
      target.dispatchEvent(new Event('visibilitychange'));
    },
  };
  return page;
}

/**
 * A host the test switches on and off, a screen (an observer) per key, and the recovery over them.
 * Every read goes through `read`, which reports to the connectivity as the HTTP layer does.
 */
function setup() {
  let hostUp = false;
  let flag = true;
  const calls: string[] = [];
  const target = new EventTarget() as Window;
  const connectivity = createConnectivity({ flag: () => flag });
  connectivity.start(target, () => Promise.resolve(true));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, networkMode: 'always' } } });
  const read = (name: string) => async () => {
    calls.push(name);
    if (!hostUp) {
      await connectivity.hostUnreachable();
      throw lost();
    }
    connectivity.hostAnswered();
    return `${name} live`;
  };
  const page = fakePage();
  const stop = startRecovery(client, connectivity, page as unknown as Document, HALF);
  const screens: Array<() => void> = [];
  const onScreen = (name: string) => {
    const observer = new QueryObserver(client, { queryKey: [identityScope(), name], queryFn: read(name), retryOnMount: false });
    screens.push(observer.subscribe(() => undefined));
    return observer;
  };
  const browserSays = (online: boolean) => {
    flag = online;
    target.dispatchEvent(new Event(online ? 'online' : 'offline'));
  };
  const cleanup = () => {
    stop();
    for (const unsubscribe of screens) unsubscribe();
    client.clear();
  };
  return { client, connectivity, calls, page, read, onScreen, browserSays, cleanup, setHost: (up: boolean) => (hostUp = up) };
}

let env: ReturnType<typeof setup>;
beforeEach(() => {
  vi.useFakeTimers();
  setSession(testSession());
  env = setup();
});
afterEach(() => {
  env.cleanup();
  vi.useRealTimers();
});

describe('recovery: every failed screen comes back by itself', () => {
  it('the host out of reach while the device is online: the newest failed read is asked again, backing off; the first answer brings back every screen', async () => {
    const classes = env.onScreen('classes');
    await vi.advanceTimersByTimeAsync(0);
    const brief = env.onScreen('brief');
    await vi.advanceTimersByTimeAsync(0);
    expect(classes.getCurrentResult().isError && brief.getCurrentResult().isError).toBe(true);
    expect(env.connectivity.isOffline()).toBe(false); // only the host: no online event will come
    env.calls.length = 0;
    const shown = new Set<string>();
    const watching = [classes, brief].map((observer) => observer.subscribe((result) => shown.add(result.status)));
    await vi.advanceTimersByTimeAsync(3_500); // asked at 0.5, 1.5 and 3.5 s
    expect([...shown], 'the screens keep their failed state while asked: no blink to pending').toEqual([]);
    for (const stop of watching) stop();
    expect(env.calls).toHaveLength(3); // one read each time, not one per screen
    expect(new Set(env.calls).size).toBe(1);
    await vi.advanceTimersByTimeAsync(60_000 - 3_500);
    expect(env.calls, 'a minute: 0.5, 1.5, 3.5, 7.5, 15.5, 30.5, 45.5 s').toHaveLength(7);
    env.setHost(true);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(classes.getCurrentResult().data).toBe('classes live');
    expect(brief.getCurrentResult().data).toBe('brief live');
    env.calls.length = 0;
    await vi.advanceTimersByTimeAsync(PROBE_EVERY_MS * 5);
    expect(env.calls).toEqual([]); // back: nothing more is asked
  });

  it('the device back online: asked at once, not after the next period', async () => {
    env.browserSays(false);
    const students = env.onScreen('students');
    await vi.advanceTimersByTimeAsync(PROBE_EVERY_MS * 3);
    expect(env.calls).toEqual(['students']); // offline: nothing is asked meanwhile
    env.setHost(true);
    env.browserSays(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(students.getCurrentResult().data).toBe('students live');
  });

  it('what is not a query (a route error screen, a part whose code did not come) is told when the host or the device is back', async () => {
    const told = vi.fn();
    const stop = onRecovery(told);
    // A route's loader failed: its query has no screen observing it, yet it is what is asked.
    await env.client.fetchQuery({ queryKey: [identityScope(), 'homework'], queryFn: env.read('homework') }).catch(() => undefined);
    env.setHost(true);
    await vi.advanceTimersByTimeAsync(PROBE_EVERY_MS);
    expect(told).toHaveBeenCalledTimes(1);
    env.browserSays(false);
    env.browserSays(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(told).toHaveBeenCalledTimes(2);
    stop();
  });

  it('a failure written after another answer found the host back is asked again at once, and that once only', async () => {
    env.setHost(true);
    // The failed request marks the host; a second read's answer lands before this query is written failed.
    const late = async () => {
      env.calls.push('late');
      if (env.calls.length > 1) return 'late live';
      await env.connectivity.hostUnreachable();
      await env.client.fetchQuery({ queryKey: [identityScope(), 'profile'], queryFn: env.read('profile') });
      throw lost('school');
    };
    const observer = new QueryObserver(env.client, { queryKey: [identityScope(), 'late'], queryFn: late, retryOnMount: false });
    const stop = observer.subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(observer.getCurrentResult().data).toBe('late live');
    expect(env.calls).toEqual(['late', 'profile', 'late']);
    stop();
  });

  it('a hidden page asks nothing; shown again, it asks at once', async () => {
    env.onScreen('chat');
    await vi.advanceTimersByTimeAsync(0);
    env.page.show(true);
    env.calls.length = 0;
    await vi.advanceTimersByTimeAsync(PROBE_EVERY_MS * 5);
    expect(env.calls).toEqual([]);
    env.setHost(true);
    env.page.show(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(env.calls).toEqual(['chat']);
  });

  it("another identity's failed reads are never asked, and nothing failed means nothing is asked", async () => {
    await env.client.fetchQuery({ queryKey: ['someone-else', 'rooms'], queryFn: env.read('rooms') }).catch(() => undefined);
    await env.connectivity.hostUnreachable();
    env.calls.length = 0;
    await vi.advanceTimersByTimeAsync(PROBE_EVERY_MS * 3);
    expect(env.calls).toEqual([]);
  });
});
