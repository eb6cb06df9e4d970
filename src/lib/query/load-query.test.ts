import { QueryObserver, queryOptions } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { setSession } from '@/lib/session/session-store';
import { deferred, until } from '@/test/deferred';
import { testIdentity, testSession } from '@/test/session-fixture';
import { dropGoneIdentities, scopedKey } from './identity-scope';
import { loadQuery, loadRoute } from './load-query';
import { createQueryClient } from './query-client';

/**
 * A route loader waits for a fetch that is cancelled under it. Each fetch is answered by hand
 * (one deferred per fetch, the identity that asked is recorded); the request takes the signal, as
 * every endpoint of the app does, so TanStack Query cancels it when its last screen unmounts.
 */
function host(name = 'slots') {
  const asks: { scope: unknown; answer: ReturnType<typeof deferred<string>>; signal: AbortSignal }[] = [];
  const options = () =>
    queryOptions({
      queryKey: scopedKey(name),
      queryFn: ({ queryKey, signal }) => {
        const answer = deferred<string>();
        asks.push({ scope: queryKey[0], answer, signal });
        return answer.promise;
      },
    });
  return { asks, options };
}

const teacherA = () => testSession({ id: 'id-A' });
const teacherB = () => testSession({ id: 'id-B', accessToken: 'teacher-B', ownIdentity: testIdentity() });

/** Teacher A signed in, a loader waiting for its first fetch. */
async function loaderWaiting() {
  setSession(teacherA());
  const client = createQueryClient();
  const { asks, options } = host();
  const loading = loadQuery(client, options);
  await until(() => asks.length === 1);
  return { client, asks, options, loading };
}

afterEach(() => setSession(null));

describe('loadQuery: a cancellation never reaches the loader', () => {
  it('the screen mounts and unmounts while the loader waits (StrictMode, leaving): the loader gets the next fetch’s answer', async () => {
    const { client, asks, options, loading } = await loaderWaiting();

    // The screen subscribes to the same query, then unmounts: its fetch is cancelled (revert).
    const screen = new QueryObserver(client, options());
    const unsubscribe = screen.subscribe(() => undefined);
    unsubscribe();
    expect(asks[0]!.signal.aborted).toBe(true);
    // The screen mounts again: its new fetch is the one the loader now waits for.
    screen.subscribe(() => undefined);
    await until(() => asks.length === 2);
    asks[1]!.answer.resolve('slots of A');

    await expect(loading).resolves.toBe('slots of A');
    expect(asks.map((ask) => ask.scope)).toEqual(['id-A', 'id-A']);
  });

  it('the identity switches while the loader waits: it asks again as the new identity', async () => {
    const { client, asks, loading } = await loaderWaiting();

    const prev = teacherA();
    setSession(teacherB());
    dropGoneIdentities(client, prev, teacherB()); // what the identity watch does on every switch
    expect(asks[0]!.signal.aborted).toBe(true);
    await until(() => asks.length === 2);
    asks[0]!.answer.resolve('slots of A'); // a late answer of the identity that left is never used
    asks[1]!.answer.resolve('slots of B');

    await expect(loading).resolves.toBe('slots of B');
    expect(asks.map((ask) => ask.scope)).toEqual(['id-A', 'id-B']);
  });

  it('signed out while the loader waits: nothing to load, no error', async () => {
    const { client, asks, loading } = await loaderWaiting();
    const prev = teacherA();
    setSession(null);
    dropGoneIdentities(client, prev, null);
    await expect(loading).resolves.toBeUndefined();
    expect(asks).toHaveLength(1);
  });

  it('something that keeps cancelling: after three asks the loader leaves it to the screen', async () => {
    const { client, asks, options, loading } = await loaderWaiting();
    for (let ask = 1; ask <= 3; ask += 1) {
      await until(() => asks.length === ask);
      void client.cancelQueries({ queryKey: options().queryKey });
    }
    await expect(loading).resolves.toBeUndefined();
    expect(asks).toHaveLength(3);
  });

  it('a failure of the identity that left is never thrown: asked again as the new identity', async () => {
    const { client, asks, loading } = await loaderWaiting();
    setSession(teacherB()); // switched before A's answer came back (the watch has not dropped it yet)
    asks[0]!.answer.reject(new Error('host down for A'));
    await until(() => asks.length === 2);
    asks[1]!.answer.resolve('slots of B');
    await expect(loading).resolves.toBe('slots of B');
    expect(asks.map((ask) => ask.scope)).toEqual(['id-A', 'id-B']);
    expect(client.getQueryData(['id-A', 'slots'])).toBeUndefined();
  });

  it('a real failure is still the loader’s error', async () => {
    const { asks, loading } = await loaderWaiting();
    asks[0]!.answer.reject(new Error('host down'));
    await expect(loading).rejects.toThrow('host down');
  });

  it('cached data is answered at once, without a fetch', async () => {
    setSession(teacherA());
    const client = createQueryClient();
    const { asks, options } = host();
    client.setQueryData(options().queryKey, 'cached');
    await expect(loadQuery(client, options)).resolves.toBe('cached');
    expect(asks).toHaveLength(0);
  });
});

describe('loadRoute: the one shape of a route loader', () => {
  const teacherSignedIn = () => {
    setSession(teacherA());
    return { client: createQueryClient(), need: host('classes'), want: host('notes') };
  };

  it('answers what it needs, in order; a wanted answer is awaited too', async () => {
    const { client, need, want } = teacherSignedIn();
    let settled = false;
    const loading = loadRoute(client, { need: [need.options], want: [want.options] }).finally(() => (settled = true));
    await until(() => need.asks.length === 1 && want.asks.length === 1);
    need.asks[0]!.answer.resolve('classes');
    await Promise.resolve();
    expect(settled).toBe(false);
    want.asks[0]!.answer.resolve('notes');
    await expect(loading).resolves.toEqual(['classes']);
  });

  it('a needed answer that fails is the route’s error; a wanted one that fails is the screen’s', async () => {
    const { client, need, want } = teacherSignedIn();
    const loading = loadRoute(client, { need: [need.options], want: [want.options] });
    await until(() => need.asks.length === 1 && want.asks.length === 1);
    want.asks[0]!.answer.reject(new Error('notes down'));
    need.asks[0]!.answer.reject(new Error('classes down'));
    await expect(loading).rejects.toThrow('classes down');

    const wanted = loadRoute(client, { need: [], want: [want.options] });
    await until(() => want.asks.length === 2);
    want.asks[1]!.answer.reject(new Error('notes down'));
    await expect(wanted).resolves.toEqual([]);
  });

  it('a prefetch is asked for and not awaited; its failure goes nowhere', async () => {
    const { client, want } = teacherSignedIn();
    await expect(loadRoute(client, { need: [], prefetch: [want.options] })).resolves.toEqual([]);
    expect(want.asks).toHaveLength(1);
    want.asks[0]!.answer.reject(new Error('notes down'));
  });
});
