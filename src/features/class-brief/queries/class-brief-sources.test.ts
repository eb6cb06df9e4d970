import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/session/session-store';
import { testSession } from '@/test/session-fixture';
import { prefetchClassBrief } from './class-brief-sources';

const detail = {
  student: { id: 7, name: 'Tom', shortName: 'Tom' },
  upcoming: [],
  past: [
    {
      id: 11,
      calendarEventId: 1011,
      title: 'Class 11',
      startAt: '2026-11-20T08:00:00.000Z',
      endAt: '2026-11-20T09:00:00.000Z',
      state: 'completed',
      homework: 'reviewed',
      evaluation: null,
      practice: null,
    },
  ],
};

/** A client whose students answer when the test says, recording every query it is asked for. */
function controlledClient() {
  const client = new QueryClient();
  const asked: unknown[][] = [];
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  vi.spyOn(client, 'prefetchQuery').mockImplementation(async (options) => {
    asked.push([...options.queryKey]);
    if (options.queryKey[1] === 'students') {
      await answered;
      client.setQueryData(options.queryKey, detail);
    }
  });
  return { client, asked, answer };
}

afterEach(() => setSession(null));

describe('prefetchClassBrief: one identity per action', () => {
  it('asks, as the same identity, for the last class and its scores once the students answered', async () => {
    setSession(testSession());
    const { client, asked, answer } = controlledClient();
    const done = prefetchClassBrief(client, 99, [7]);
    answer();
    await done;
    expect(asked).toEqual([
      ['id-A', 'students', 7],
      ['id-A', 'histories', 'item', 11],
      ['id-A', 'homework', 'submissions', 11, null],
    ]);
  });

  it.each([
    ['signed out', null],
    ['switched to another teacher', testSession({ id: 'id-B', accessToken: 'teacher-B' })],
  ])('%s while the students were on their way: nothing more is asked', async (_, next) => {
    setSession(testSession());
    const { client, asked, answer } = controlledClient();
    const done = prefetchClassBrief(client, 99, [7]);
    setSession(next);
    answer();
    await done;
    expect(asked).toEqual([['id-A', 'students', 7]]);
  });
});

describe('prefetchClassBrief: asked once for minutes', () => {
  afterEach(() => vi.useRealTimers());

  it('what the idle prefetch left is not asked again 4 minutes later, and is after 5', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T09:00:00Z'), toFake: ['Date'] });
    setSession(testSession());
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
    const keys = [
      ['id-A', 'students', 7],
      ['id-A', 'histories', 'item', 11],
      ['id-A', 'homework', 'submissions', 11, null],
    ];
    const seed = () => keys.forEach((key, index) => client.setQueryData(key, index === 0 ? detail : {}));
    seed();
    vi.setSystemTime(new Date('2026-11-27T09:04:00Z'));
    const early = prefetchClassBrief(client, 99, [7]);
    expect(client.isFetching()).toBe(0);
    await early;

    vi.setSystemTime(new Date('2026-11-27T09:05:01Z'));
    const late = prefetchClassBrief(client, 99, [7]);
    expect(client.isFetching()).toBe(1);
    await client.cancelQueries();
    await late;
  });
});
