import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, FAILURE_STATUS } from '@/lib/http/api-error';
import { connectivity } from '@/lib/network/connectivity';
import { act, render, screen, userEvent } from '@/test/render';
import { useEnglish } from '@/test/render-app';
import { ErrorState } from './error-state';

const lost = new ApiError('network', FAILURE_STATUS, 'Lost contact with the server');

/** The device's network as the browser reports it; a host answer makes the verdict read it again. */
function deviceOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => connectivity.hostAnswered());
}

beforeAll(useEnglish);
afterEach(() => deviceOnline(true));

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
    render(<ErrorState error={lost} onRetry={retry} />);
    const alert = screen.getByRole('alert', { name: 'You are offline' });
    expect(alert).toHaveTextContent('loads by itself once the connection is back. My courses still shows your classes as last known.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
    deviceOnline(true);
    expect(screen.getByRole('alert', { name: 'Could not load this page' })).toBeInTheDocument();
  });

  it('a refusal of the host is not an offline matter, whatever the network', () => {
    deviceOnline(false);
    render(<ErrorState error={new ApiError('http', 404, 'HTTP 404')} onRetry={() => {}} />);
    expect(screen.getByRole('alert', { name: 'Could not load this page' })).toBeInTheDocument();
  });
});
