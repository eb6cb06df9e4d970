import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred } from '@/test/deferred';
import { createConnectivity, RECHECKS_AFTER_ONLINE_MS } from './connectivity';
import { BACKOFF_CAP_MS } from './recovery-policy';

/** A store over a flag and an own origin the test controls; each probe waits for the test's answer. */
function setup(flagAtStart = true) {
  let flag = flagAtStart;
  const probes: ReturnType<typeof deferred<boolean>>[] = [];
  const probe = vi.fn(() => {
    const answer = deferred<boolean>();
    probes.push(answer);
    return answer.promise;
  });
  const target = new EventTarget() as Window;
  let clock = 0;
  const store = createConnectivity({ flag: () => flag, random: () => 0.5, now: () => clock });
  const page = Object.assign(new EventTarget(), { hidden: false });
  store.start(target, probe, page as unknown as Document);
  const changes: boolean[] = [];
  store.subscribe(() => changes.push(store.isOffline()));
  const browserSays = (online: boolean) => {
    flag = online;
    target.dispatchEvent(new Event(online ? 'online' : 'offline'));
  };
  const show = (hidden: boolean) => {
    page.hidden = hidden;
    page.dispatchEvent(new Event('visibilitychange'));
  };
  return { store, probe, probes, changes, browserSays, show, tick: (ms: number) => (clock += ms) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('connectivity: one verdict from the events and what host requests met', () => {
  it('starts from the flag', () => {
    expect(setup(false).store.isOffline()).toBe(true);
    expect(setup(true).store.isOffline()).toBe(false);
  });

  it('the browser says offline: offline at once; back online, the own origin confirms it', async () => {
    const { store, probes, changes, browserSays } = setup();
    browserSays(false);
    expect(store.isOffline()).toBe(true);
    browserSays(true);
    expect(store.isOffline()).toBe(true); // not yet: the own origin is asked first
    probes[0]!.resolve(true);
    await vi.waitFor(() => expect(store.isOffline()).toBe(false));
    expect(changes).toEqual([true, false]);
  });

  it('back online but the network not usable yet: asked again within a second, then less often', async () => {
    const { store, probe, probes, browserSays } = setup();
    browserSays(false);
    browserSays(true);
    probes[0]!.resolve(false); // the event came before the route
    await vi.advanceTimersByTimeAsync(0);
    expect(store.isOffline()).toBe(true);
    const [first, second, third] = RECHECKS_AFTER_ONLINE_MS as [number, number, number];
    await vi.advanceTimersByTimeAsync(first);
    expect(probe).toHaveBeenCalledTimes(2);
    probes[1]!.resolve(false);
    await vi.advanceTimersByTimeAsync(second);
    probes[2]!.resolve(false);
    await vi.advanceTimersByTimeAsync(third);
    probes[3]!.resolve(false);
    // The quick ones are spent: backing off with jitter (half the ceiling here), as the hosts are.
    for (let answered = 4; answered < 12; answered++) {
      await vi.advanceTimersByTimeAsync(BACKOFF_CAP_MS / 2);
      probes[answered]!.resolve(false);
    }
    expect(probe).toHaveBeenCalledTimes(12);
    await vi.advanceTimersByTimeAsync(BACKOFF_CAP_MS / 2 - 1);
    expect(probe).toHaveBeenCalledTimes(12); // at the cap, at most one ask in its half-minute here
    await vi.advanceTimersByTimeAsync(1);
    probes[12]!.resolve(true);
    await vi.waitFor(() => expect(store.isOffline()).toBe(false));
  });

  it('offline with the page hidden: the own origin is not asked; shown again, it is asked at once', async () => {
    const { store, probe, probes, show } = setup();
    show(true);
    const judged = store.hostUnreachable();
    probes[0]!.resolve(false);
    await judged;
    await vi.advanceTimersByTimeAsync(BACKOFF_CAP_MS * 4);
    expect(probe).toHaveBeenCalledTimes(1);
    show(false);
    expect(probe).toHaveBeenCalledTimes(2);
    probes[1]!.resolve(true);
    await vi.waitFor(() => expect(store.isOffline()).toBe(false));
  });

  it('the flag lies (true after an offline reload): a host failure with the own origin down is offline, and it is asked again until it answers', async () => {
    const { store, probe, probes } = setup();
    const judged = store.hostUnreachable();
    probes[0]!.resolve(false);
    await judged;
    expect(store.isOffline()).toBe(true);
    await vi.advanceTimersByTimeAsync(BACKOFF_CAP_MS);
    expect(probe).toHaveBeenCalledTimes(2);
    probes[1]!.resolve(false);
    await vi.advanceTimersByTimeAsync(BACKOFF_CAP_MS);
    probes[2]!.resolve(true);
    await vi.waitFor(() => expect(store.isOffline()).toBe(false));
    await vi.advanceTimersByTimeAsync(BACKOFF_CAP_MS * 3);
    expect(probe).toHaveBeenCalledTimes(3); // online: nothing more is asked
  });

  it.each([
    { case: 'the own origin silent: offline, and asked again until it answers', answers: false, offline: true, asks: 2 },
    { case: 'the own origin answering: online, nothing more asked', answers: true, offline: false, asks: 1 },
  ])('a file of the app could not be downloaded, the device judged online: $case', async ({ answers, offline, asks }) => {
    const { store, probe, probes } = setup();
    const judged = store.ownOriginFailed();
    probes[0]!.resolve(answers);
    await judged;
    expect(store.isOffline()).toBe(offline);
    await vi.advanceTimersByTimeAsync(BACKOFF_CAP_MS);
    expect(probe).toHaveBeenCalledTimes(asks);
  });

  it('a file refused while the browser says offline: offline, the own origin not asked', async () => {
    const { store, probe, browserSays } = setup();
    browserSays(false);
    await store.ownOriginFailed();
    expect(store.isOffline()).toBe(true);
    expect(probe).not.toHaveBeenCalled();
  });

  it('a host failure met offline is the device’s: back online the screen is not told the host is down, until it fails anew', async () => {
    const { store, probes, browserSays } = setup();
    const seen: boolean[] = [];
    store.subscribeHost(() => seen.push(store.hostDownSeen()));
    browserSays(false);
    await store.hostUnreachable();
    expect([store.hostReachable(), store.hostDownSeen()]).toEqual([false, false]);
    browserSays(true);
    probes[0]!.resolve(true);
    await vi.waitFor(() => expect(store.isOffline()).toBe(false));
    expect(store.hostDownSeen(), 'back online: updating, not the host down').toBe(false);
    await store.hostUnreachable(); // the own origin just answered: not asked again so soon
    expect(store.hostDownSeen(), 'failed again, online').toBe(true);
    store.hostAnswered();
    expect([store.hostReachable(), store.hostDownSeen()]).toEqual([true, false]);
    expect(seen).toEqual([false, true, false]);
  });

  it('only the host is down: not offline, and the own origin is not polled', async () => {
    const { store, probe, probes } = setup();
    const judged = store.hostUnreachable();
    probes[0]!.resolve(true);
    await judged;
    expect(store.isOffline()).toBe(false);
    await vi.advanceTimersByTimeAsync(BACKOFF_CAP_MS * 3);
    expect(probe).toHaveBeenCalledTimes(1);
  });

  it('the host down and asked again and again: the own origin is asked again only as its backoff allows', async () => {
    const { store, probe, probes, tick } = setup();
    const asks: number[] = [];
    for (let second = 0; second < 120; second++) {
      const judged = store.hostUnreachable();
      if (probe.mock.calls.length > asks.length) {
        asks.push(second);
        probes.at(-1)!.resolve(true);
      }
      await judged;
      tick(1_000);
    }
    // Half the ceiling each time (random 0.5): after 1, 2, 4, 8, 15, 15 … s; every failure was a probe before.
    expect(asks.slice(0, 6)).toEqual([0, 1, 2, 4, 8, 16]);
    expect(asks.length).toBeLessThan(15);
    expect(store.hostReachable()).toBe(false);
    store.hostAnswered();
    const judged = store.hostUnreachable();
    expect(probe).toHaveBeenCalledTimes(asks.length + 1); // the host back and failed again: a new question
    probes.at(-1)!.resolve(true);
    await judged;
  });

  it('each host has its own state: the chat host failing leaves the school’s reachable, and the other way round', async () => {
    const { store, probes } = setup();
    const judged = store.hostUnreachable(true, 'chat');
    probes[0]!.resolve(true);
    await judged;
    expect([store.hostReachable('chat'), store.hostReachable('school')]).toEqual([false, true]);
    store.hostAnswered('school');
    expect(store.hostReachable('chat')).toBe(false);
    store.hostAnswered('chat');
    expect(store.hostReachable('chat')).toBe(true);
  });

  it('ten failures at once share one probe', async () => {
    const { store, probe, probes } = setup();
    const judged = Promise.all(Array.from({ length: 10 }, () => store.hostUnreachable()));
    probes[0]!.resolve(false);
    await judged;
    expect(probe).toHaveBeenCalledTimes(1);
    expect(store.isOffline()).toBe(true);
  });

  it('a probe that fails after the host has answered is stale: the answer is newer evidence', async () => {
    const { store, probes, changes } = setup();
    const judged = store.hostUnreachable();
    store.hostAnswered();
    probes[0]!.resolve(false);
    await judged;
    expect(store.isOffline()).toBe(false);
    expect(changes).toEqual([]);
  });

  it('the browser says offline while a probe is out: the late "reachable" does not bring it back', async () => {
    const { store, probes, browserSays } = setup();
    const judged = store.hostUnreachable();
    browserSays(false);
    probes[0]!.resolve(true);
    await judged;
    expect(store.isOffline()).toBe(true);
  });

  it('a host answer ends an offline verdict when the flag agrees, never while the browser says offline', async () => {
    const { store, probes, browserSays } = setup();
    const judged = store.hostUnreachable();
    probes[0]!.resolve(false);
    await judged;
    store.hostAnswered();
    expect(store.isOffline()).toBe(false);
    browserSays(false);
    store.hostAnswered(); // an in-page demo host answers offline too
    expect(store.isOffline()).toBe(true);
  });

  it('not started (unit tests, before boot): a host failure alone never says offline', async () => {
    const store = createConnectivity({ flag: () => true });
    await store.hostUnreachable();
    expect(store.isOffline()).toBe(false);
  });
});
