import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearFaults, setFaults } from '@mocks/demo-state';
import { historiesQueryOptions } from '@/entities/histories/api/get-histories';
import { initI18n } from '@/lib/i18n/i18n';
import { setLocale } from '@/lib/i18n/locale-store';
import { queryClient } from '@/lib/query/query-client';
import { setSession } from '@/lib/session/session-store';
import { renderAppAt, WHOLE_APP } from '@/test/render-app';

// video.js cannot play in jsdom: a stand-in player at 0 s (the e2e tests play real media).
vi.mock('video.js', () => {
  const videojs = () => ({
    on: () => undefined,
    dispose: () => undefined,
    currentTime: () => 0,
    duration: () => 12,
    play: () => Promise.resolve(),
  });
  videojs.addLanguage = () => undefined;
  return { default: videojs };
});

// A ceiling, not a wait: the first render of a route (lazy chunks, i18n) can be slow on a busy machine.
const SLOW = { timeout: 10_000 };

async function signedInAt(path: string) {
  const router = renderAppAt('/login');
  const user = userEvent.setup({ delay: null });
  await user.type(await screen.findByLabelText(/Username/, {}, SLOW), 'teacher@demo.school');
  await user.type(screen.getByLabelText(/^Password/), 'demo1234');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  await screen.findByRole('heading', { name: 'My Courses' }, SLOW);
  await router.navigate({ href: path });
  return { router, user };
}

beforeAll(async () => {
  setLocale('en');
  await initI18n('en');
});
beforeEach(() => {
  setSession(null);
  queryClient.clear();
});

describe('/kchf over the demo host', WHOLE_APP, () => {
  it('shows the page in the URL and prefetches the next one', async () => {
    await signedInAt('/kchf?page=2');
    expect(await screen.findByRole('heading', { name: 'Class replay', level: 1 }, SLOW)).toBeInTheDocument();
    expect(await screen.findAllByRole('article', {}, SLOW)).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(queryClient.getQueryData(historiesQueryOptions(3).queryKey)).toBeDefined(), SLOW);
    expect(queryClient.getQueryData(historiesQueryOptions(4).queryKey)).toBeUndefined();
  });

  it('a failed load says so in words and loads on "Try again"', async () => {
    const { user } = await signedInAt('/dashboard');
    setFaults([{ kind: 'malformed', match: '/alg_classes/histories/' }]);
    await user.click(screen.getByRole('link', { name: 'Class replay' }));
    expect(await screen.findByText('The server sent an answer the portal could not read.', {}, SLOW)).toBeInTheDocument();
    clearFaults();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('article', {}, SLOW)).toHaveLength(10);
  });

  it('opens a replay from the list, confirms its state, and closes it back to the same page', async () => {
    const { router, user } = await signedInAt('/kchf?page=3');
    const [card] = await screen.findAllByRole('article', {}, SLOW);
    const title = within(card!).getByRole('heading').textContent ?? '';
    await user.click(within(card!).getByRole('link', { name: 'Replay' }));
    const dialog = await screen.findByRole('dialog', { name: `Replay: ${title}` }, SLOW);
    expect(router.state.location.search).toMatchObject({ page: 3, replay: expect.any(Number) });

    await user.click(await within(dialog).findByRole('radio', { name: 'Technical problem' }, SLOW));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm class state' }));
    expect(await within(dialog).findByText('Now: Technical problem', {}, SLOW)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close the replay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SLOW);
    expect(router.state.location.search).toEqual({ page: 3 });
    expect(within(screen.getAllByRole('article')[0]!).getByText('Technical problem')).toBeInTheDocument();
  });

  it('an unknown replay id says it is not in the history', async () => {
    await signedInAt('/kchf?replay=42');
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    expect(await within(dialog).findByText('This class is not in your class history.', {}, SLOW)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
