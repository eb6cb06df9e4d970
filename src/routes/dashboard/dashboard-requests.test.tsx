/**
 * What the dashboard asks the host after its first card, as the teacher's week grows (issue 38): the
 * real app over the demo host (msw/node), seeded with K distinct students in the last 7 days' classes.
 * The page's clock is faked (it also runs on): the idle work starts 1.5 s after the class list.
 */
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetDemoHost } from '@mocks/demo-state';
import { queryClient } from '@/lib/query/query-client';
import { setSession } from '@/lib/session/session-store';
import { FIRST_LOAD_MS, renderAppAt, signInAs, useEnglish, WHOLE_APP } from '@/test/render-app';

const HOST = 'http://localhost/demo-api/__demo/log';
const WINDOW_MS = 10_000;
const SLOW = { timeout: FIRST_LOAD_MS };

/** What reached the host since the last call, by path; the log starts again. */
async function takeLog(): Promise<string[]> {
  const entries = (await (await fetch(HOST)).json()) as { method: string; path: string }[];
  await fetch(HOST, { method: 'DELETE' });
  return entries.map((e) => `${e.method} ${e.path}`);
}

/** Opens the dashboard, waits for its first card, and returns every request of the next 10 s (until quiet). */
async function visitDashboard(): Promise<string[]> {
  renderAppAt('/dashboard');
  await screen.findAllByRole('button', { name: /^Class brief: / }, SLOW);
  await takeLog();
  await act(() => vi.advanceTimersByTimeAsync(WINDOW_MS));
  // The idle work's code loads over real time: wait for the count (shown once its answers are in: the
  // two newest classes still wait for their state) and until nothing is being asked; then the window runs out.
  await screen.findByRole('region', { name: 'After class' }, SLOW);
  await waitFor(() => expect(queryClient.isFetching()).toBe(0), SLOW);
  await act(() => vi.advanceTimersByTimeAsync(WINDOW_MS));
  await waitFor(() => expect(queryClient.isFetching()).toBe(0), SLOW);
  return takeLog();
}

const students = (paths: string[]) => paths.filter((p) => /\/alg_teachers\/students\/\d+$/.test(p));

beforeAll(useEnglish);
afterEach(() => vi.useRealTimers());

/** A teacher with `count` students in the last 7 days: her first visit's requests, and what a visit minutes later asks again. */
async function visitsWith(count: number): Promise<{ first: string[]; again: string[] }> {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  resetDemoHost({ recentStudents: count });
  setSession(null);
  queryClient.clear();
  await signInAs();
  const first = await visitDashboard();
  cleanup();
  await act(() => vi.advanceTimersByTimeAsync(2 * 60_000));
  const again = await visitDashboard();
  cleanup();
  vi.useRealTimers();
  return { first, again };
}

// One test for the three weeks: the comparison reads all three visits, so it stands alone in any order.
describe('the dashboard asks the same, whatever the number of students', () => {
  it(
    '6, 60 and 300 students in the last 7 days: the after-class count is shown in a bounded number of requests, the same for 60 and 300',
    async () => {
      const [six, sixty, many] = [await visitsWith(6), await visitsWith(60), await visitsWith(300)];
      for (const { first, again } of [six, sixty, many]) {
        expect(students(first).length).toBeLessThanOrEqual(10 + 3); // the count's 10 and the next class's brief (1 to 3)
        expect(first.length).toBeLessThanOrEqual(20);
        // Back within minutes: nothing of the count nor of the brief is asked again.
        expect(again.filter((p) => /histories|students/.test(p))).toEqual([]);
      }
      expect(many.first.length).toBe(sixty.first.length);
      expect(sixty.first.length - six.first.length).toBeLessThanOrEqual(10);
    },
    3 * WHOLE_APP.timeout,
  );
});
