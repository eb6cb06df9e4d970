import { screen, render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryHistory } from '@tanstack/react-router';
import { setFaults } from '@mocks/demo-state';
import { initI18n } from '@/lib/i18n/i18n';
import { setLocale } from '@/lib/i18n/locale-store';
import { WHOLE_APP } from '@/test/render-app';
import { queryClient } from '@/lib/query/query-client';
import { getSession, SESSION_KEY, setSession } from '@/lib/session/session-store';
import { App } from './app';
import { createAppRouter } from './router';

/** Lazy route chunks load through vite's transform in jsdom: generous on a busy machine. */
const SLOW = { timeout: 10_000 };

/** The real app (routes, guards, HTTP core, demo host over msw/node) in jsdom. */
function renderAppAt(path: string) {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }));
  render(<App router={router} />);
  return router;
}

async function signInAsTeacher() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/Username/, undefined, SLOW), 'teacher@demo.school');
  await user.type(screen.getByLabelText(/^Password/), 'demo1234');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

beforeAll(async () => {
  setLocale('en');
  await initI18n('en');
});
beforeEach(() => {
  setSession(null);
  queryClient.clear();
});

describe('the app over the demo host', WHOLE_APP, () => {
  it('guards the shell, signs in and returns to the requested page', async () => {
    const router = renderAppAt('/dashboard?tab=nextWeek');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), SLOW);
    await signInAsTeacher();
    expect(await screen.findByRole('heading', { name: 'My Courses' }, SLOW)).toBeInTheDocument();
    expect(router.state.location.search).toMatchObject({ tab: 'nextWeek' });
    expect(getSession()?.displayName).toBe('Emma Li');
    await waitFor(() => expect(localStorage.getItem(SESSION_KEY)).toBeTruthy());
    expect(localStorage.getItem(SESSION_KEY)).not.toContain(getSession()!.accessToken);
  });

  it('a failed refresh signs out once and keeps the way back', async () => {
    const router = renderAppAt('/login');
    await signInAsTeacher();
    await screen.findByRole('heading', { name: 'My Courses' }, SLOW);
    setFaults([{ kind: 'expire-tokens' }, { kind: 'refresh-fails' }]);
    await router.navigate({ to: '/dashboard', search: { tab: 'later' } });
    void queryClient.invalidateQueries();
    expect(await screen.findByText('The session has expired, please log in again!', undefined, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), SLOW);
    expect(router.state.location.search).toMatchObject({ redirect: expect.stringContaining('/dashboard') });
    expect(getSession()).toBeNull();
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    expect(screen.getAllByText('The session has expired, please log in again!')).toHaveLength(1);
  });
});
