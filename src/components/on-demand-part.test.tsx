import { notifications } from '@mantine/notifications';
import { Component, type ComponentType, lazy, type ReactNode, useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, userEvent } from '@/test/render';
import { keepStylesheetsComing } from '@/lib/stylesheet-recovery';
import { lazyPart, OnDemandPart } from './on-demand-part';
import { networkBack as tellRecovery } from '@/test/recovery';

vi.mock('@/lib/query/recovery', () => import('@/test/recovery'));
const networkBack = () => act(() => tellRecovery());

/** The route's error screen, in short. */
class ErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

const failing = (message: string) => lazy(() => Promise.reject(new TypeError(message)) as Promise<{ default: () => null }>);

/** A screen (its heading) holding one part loaded on demand, under the route's error screen. */
function renderScreenWith(Part: ComponentType) {
  render(
    <ErrorBoundary>
      <h1>My Courses</h1>
      <OnDemandPart failed={<p>not available offline</p>}>
        <Part />
      </OnDemandPart>
    </ErrorBoundary>,
  );
}

describe('OnDemandPart', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports each caught error
  });

  it('shows the part once its code is in', async () => {
    const Part = lazy(async () => ({ default: () => <p>the count</p> }));
    render(
      <OnDemandPart fallback={<p>loading</p>}>
        <Part />
      </OnDemandPart>,
    );
    expect(await screen.findByText('the count')).toBeInTheDocument();
  });

  it.each([
    ['Chromium', 'Failed to fetch dynamically imported module: http://localhost/assets/after-class-count-1.js'],
    ['Firefox', 'error loading dynamically imported module: http://localhost/assets/x.js'],
    ['Safari', 'Importing a module script failed.'],
  ])('code that cannot be downloaded (%s): only the part gives way, the screen around it stays', async (_, message) => {
    renderScreenWith(failing(message));
    expect(await screen.findByText('not available offline')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'My Courses' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('any other error goes on up to the screen’s error', async () => {
    renderScreenWith(failing('Cannot read properties of undefined'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Cannot read properties of undefined');
    expect(screen.queryByRole('heading', { name: 'My Courses' })).not.toBeInTheDocument();
  });

  it('says so by default, and comes back by itself when the network does: its code is asked again', async () => {
    let online = false;
    const load = vi.fn(async () => {
      if (!online) throw new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/count.js');
      return { default: () => <p>the count</p> };
    });
    const Part = lazyPart(load);
    render(
      <ErrorBoundary>
        <h1>My Courses</h1>
        <OnDemandPart>
          <Part />
        </OnDemandPart>
      </ErrorBoundary>,
    );
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(load, 'asked once: not again in each of React’s re-renders, as fast as the network refuses').toHaveBeenCalledTimes(1);
    online = true;
    networkBack();
    expect(await screen.findByText('the count')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    const asked = load.mock.calls.length;
    networkBack(); // loaded: nothing is asked again, nothing mounts again
    expect(load).toHaveBeenCalledTimes(asked);
    expect(screen.getByRole('heading', { name: 'My Courses' })).toBeInTheDocument();
  });

  it('a part whose stylesheet an earlier failure left out is drawn only with it: its code alone is not enough', async () => {
    const stop = keepStylesheetsComing(window);
    const href = 'http://localhost/assets/Modal-1.css';
    // Another part's import failed on the stylesheet this part needs too: Vite will not ask for it again.
    const refused = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
    document.head.appendChild(refused);
    refused.dispatchEvent(new Event('error'));
    const append = vi.spyOn(document.head, 'appendChild');
    const asks = () => append.mock.calls.filter(([node]) => node instanceof HTMLLinkElement && node.href === href).length;
    const load = vi.fn(async () => ({ default: () => <p>the dialog</p> }));
    const Part = lazyPart(load);
    renderScreenWith(Part);
    const asked = () => document.head.querySelector<HTMLLinkElement>(`link[href="${href}"]`);
    act(() => void asked()!.dispatchEvent(new Event('error'))); // refused again
    expect(await screen.findByText('not available offline')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    expect(asks(), 'asked once, not again in each of React’s re-renders').toBe(1);

    networkBack();
    await vi.waitFor(() => expect(asked()).not.toBeNull());
    act(() => void asked()!.dispatchEvent(new Event('load')));
    expect(await screen.findByText('the dialog')).toBeInTheDocument();
    expect(asks()).toBe(2);
    stop();
    document.head.innerHTML = '';
  });

  it('a dialog whose code cannot be downloaded closes with a notice, and the next tap asks again', async () => {
    const show = vi.spyOn(notifications, 'show').mockImplementation(() => '');
    let online = false;
    const load = vi.fn(async () => {
      if (!online) throw new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/about.js');
      return { default: () => <p role="dialog">About us</p> };
    });
    const About = lazyPart(load);
    function Menu() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            About us
          </button>
          {open && (
            <OnDemandPart closeOnFailure={() => setOpen(false)}>
              <About />
            </OnDemandPart>
          )}
        </>
      );
    }
    render(<Menu />);
    await userEvent.click(screen.getByRole('button', { name: 'About us' }));
    await vi.waitFor(() => expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'errors:dialogNotLoaded' })));
    expect(screen.queryByRole('status'), 'no line squeezed where the dialog would be').not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);

    online = true; // the server answers again; neither the device nor the host was ever gone
    await userEvent.click(screen.getByRole('button', { name: 'About us' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('About us');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
