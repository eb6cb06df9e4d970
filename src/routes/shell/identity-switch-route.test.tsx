import { screen } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { switchToTeacher } from '@/features/auth/actions/switch-teacher';
import { teachersQueryOptions } from '@/features/auth/api/list-teachers';
import { switchableTeachers } from '@/features/auth/model/switchable-teachers';
import { queryClient } from '@/lib/query/query-client';
import { getSession, setSession } from '@/lib/session/session-store';
import { deferred, until } from '@/test/deferred';
import { FIRST_LOAD_MS, renderAppAt, signInAs, useEnglish } from '@/test/render-app';

const SLOW = { timeout: FIRST_LOAD_MS };

/**
 * Issue 22, point 3: an administrator opens Book a class ("switch to an instructor first"), switches
 * to a teacher, goes to the dashboard and opens Book a class again. The slots are held by the host
 * (controlled promises) so the screen mounts while its loader waits for them; StrictMode, as on
 * `npm run dev`, unmounts the screen once, which cancels the fetch the loader waits for. The route
 * must load as the teacher, never show the cancellation as "Something went wrong".
 */
function holdSlots() {
  const held = { asked: 0, release: deferred() };
  server.use(
    http.get('*/api/v1/appointment_groups', async () => {
      held.asked += 1;
      await held.release.promise;
      return undefined; // on to the demo host's own answer
    }),
  );
  return held;
}

// The week calendar scrolls to its first hour; jsdom has no scrolling.
Element.prototype.scrollTo = () => undefined;

beforeEach(async () => {
  await useEnglish();
  setSession(null);
  queryClient.clear();
});

describe('switching teacher, then Book a class', { timeout: 90_000 }, () => {
  it('a fetch cancelled under the loader never surfaces: the screen loads as the new teacher', async () => {
    await signInAs('admin@demo.school');
    const router = renderAppAt('/yykc', { strict: true });
    expect(await screen.findByText('Switch to an instructor first', {}, SLOW)).toBeInTheDocument();

    const held = holdSlots();
    const [teacher] = switchableTeachers(await queryClient.fetchQuery(teachersQueryOptions(getSession()!.groupId)), getSession()!);
    await switchToTeacher(teacher!);
    await router.navigate({ to: '/dashboard' });
    expect(await screen.findByRole('heading', { name: 'My Courses' }, SLOW)).toBeInTheDocument();

    void router.navigate({ to: '/yykc' });
    // The screen is drawn (and StrictMode has unmounted it once) while its loader still waits.
    expect(await screen.findByRole('heading', { name: 'Book a class', level: 1 }, SLOW)).toBeInTheDocument();
    await until(() => held.asked > 0);
    held.release.resolve();

    expect(await screen.findByRole('button', { name: 'Add open time slot' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByText('Could not load this page')).toBeNull();
    expect(screen.queryByText('Something went wrong.')).toBeNull();
    expect(screen.queryByText('Switch to an instructor first')).toBeNull();
  });
});
