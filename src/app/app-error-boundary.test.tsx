import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@/test/render';
import { AppErrorBoundary } from './app-error-boundary';
import { networkBack as tellRecovery } from '@/test/recovery';

vi.mock('@/lib/query/recovery', () => import('@/test/recovery'));
const networkBack = () => act(() => tellRecovery());

let failure: Error | null = null;
function Screen() {
  if (failure) throw failure;
  return <h1>My Courses</h1>;
}

describe('AppErrorBoundary', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    failure = null;
  });

  it.each([
    ['an error nothing else caught', new TypeError('Cannot read properties of undefined'), 'errors:pageBrokeText'],
    ['code that could not be downloaded', new Error('Unable to preload CSS for http://localhost/assets/x.css'), 'errors:pageCodeNotLoaded'],
  ])('%s: the frame stays, says what happened, and offers Reload', (_, error, text) => {
    failure = error;
    render(
      <AppErrorBoundary>
        <Screen />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('button', { name: 'errors:reload' })).toBeInTheDocument();
  });

  it('code that could not be downloaded is tried again when the network is back; any other error waits for Reload', () => {
    failure = new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/a.js');
    render(
      <AppErrorBoundary>
        <Screen />
      </AppErrorBoundary>,
    );
    failure = null;
    networkBack();
    expect(screen.getByRole('heading', { name: 'My Courses' })).toBeInTheDocument();
  });
});
