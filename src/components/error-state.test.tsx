import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, FAILURE_STATUS } from '@/lib/http/api-error';
import { connectivity } from '@/lib/network/connectivity';
import { identityScope } from '@/lib/query/identity-scope';
import { createQueryClient } from '@/lib/query/query-client';
import { setSession } from '@/lib/session/session-store';
import { testSession } from '@/test/session-fixture';
import { act, render, screen, userEvent } from '@/test/render';
import { useEnglish } from '@/test/render-app';
import { ErrorState } from './error-state';

const lost = new ApiError('network', FAILURE_STATUS, 'Lost contact with the server');

/** The device's network as the browser reports it; a host answer makes the verdict read it again. */
function deviceOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => connectivity.hostAnswered());
}

interface Classes {
  scope: string;
  offline: boolean;
  failedSince?: boolean;
  /** Its answer: one class unless said. */
  rooms?: unknown[];
}
const KEPT_CLASSES: Classes = { scope: identityScope('current', testSession()), offline: true };

/** Renders inside a query client holding a class list as given (null: none). */
function renderWithClasses(ui: ReactNode, classes: Classes | null) {
  const client = createQueryClient();
  if (classes) {
    const queryKey = [classes.scope, 'rooms'];
    client.getQueryCache().build(client, { queryKey, meta: { offline: classes.offline } });
    client.setQueryData(queryKey, classes.rooms ?? [{ id: 1 }]);
    if (classes.failedSince) client.getQueryCache().find({ queryKey })!.setState({ status: 'error', error: lost });
  }
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

beforeAll(useEnglish);
beforeEach(() => setSession(testSession()));
afterEach(() => {
  deviceOnline(true);
  setSession(null);
});

describe('ErrorState and the device going offline', () => {
  it('the host unreachable while online: the lost-contact words', () => {
    render(<ErrorState error={lost} onRetry={() => {}} />);
    expect(screen.getByRole('alert', { name: 'Could not load this page' })).toHaveTextContent(
      'Lost contact with the server, please try again later!',
    );
  });

  // Back online the screen is asked for again by itself: lib/query/recovery.test.ts.
  it('offline: says so and what still works, keeps Try again; online again, the lost-contact words', async () => {
    const retry = vi.fn();
    deviceOnline(false);
    renderWithClasses(<ErrorState error={lost} onRetry={retry} />, KEPT_CLASSES);
    const alert = screen.getByRole('alert', { name: 'You are offline' });
    expect(alert).toHaveTextContent('loads by itself once the connection is back. My courses still shows your classes as last known.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
    deviceOnline(true);
    expect(screen.getByRole('alert', { name: 'Could not load this page' })).toBeInTheDocument();
  });

  it.each([
    { case: 'the classes kept (restored, or answered earlier)', classes: KEPT_CLASSES, said: true },
    { case: 'the class list failed and kept its earlier answer', classes: { ...KEPT_CLASSES, failedSince: true }, said: true },
    { case: 'no copy (none kept, or older than a day: not restored)', classes: null, said: false },
    { case: 'another identity’s classes', classes: { ...KEPT_CLASSES, scope: 'id-other' }, said: false },
    { case: 'a list that is not kept offline', classes: { ...KEPT_CLASSES, offline: false }, said: false },
    { case: 'an empty list (an administrator not acting as a teacher)', classes: { ...KEPT_CLASSES, rooms: [] }, said: false },
  ])('offline, My courses is said to show the classes as last known only when it can: $case', ({ classes, said }) => {
    deviceOnline(false);
    renderWithClasses(<ErrorState error={lost} onRetry={() => {}} />, classes);
    const alert = screen.getByRole('alert', { name: 'You are offline' });
    expect(alert).toHaveTextContent('This page needs the network: it loads by itself once the connection is back.');
    expect(alert.textContent?.includes('My courses still shows your classes as last known.')).toBe(said);
  });

  it('a refusal of the host is not an offline matter, whatever the network', () => {
    deviceOnline(false);
    render(<ErrorState error={new ApiError('http', 404, 'HTTP 404')} onRetry={() => {}} />);
    expect(screen.getByRole('alert', { name: 'Could not load this page' })).toBeInTheDocument();
  });
});
