import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMediaMatch } from './use-media-match';

/** A matchMedia whose answer the test changes, telling its listeners like a browser. */
function fakeMedia(initial: boolean) {
  const listeners = new Set<() => void>();
  const state = { matches: initial };
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (media) =>
      ({
        media,
        get matches() {
          return state.matches;
        },
        addEventListener: (_: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
      }) as unknown as MediaQueryList,
  );
  return {
    set(matches: boolean) {
      state.matches = matches;
      listeners.forEach((listener) => listener());
    },
    listeners,
  };
}

let query = 0;
function Probe({ renders }: { renders: string[] }) {
  // A query of its own per test: the lists are kept per query.
  const phone = useMediaMatch(`(max-width: ${47 + query}em)`);
  renders.push(phone ? 'phone' : 'wide');
  return <p>{phone ? 'phone' : 'wide'}</p>;
}

afterEach(() => {
  vi.restoreAllMocks();
  query += 1;
});

describe('useMediaMatch', () => {
  it.each([
    [true, 'phone'],
    [false, 'wide'],
  ])('matches=%s: the first render already has the answer, and only one render', (matches, layout) => {
    fakeMedia(matches);
    const renders: string[] = [];
    render(<Probe renders={renders} />);
    expect(renders).toEqual([layout]);
  });

  it('follows a change (a rotated phone, a resized window) and stops listening when unmounted', () => {
    const media = fakeMedia(false);
    const renders: string[] = [];
    const { unmount } = render(<Probe renders={renders} />);
    act(() => media.set(true));
    expect(screen.getByText('phone')).toBeInTheDocument();
    expect(renders).toEqual(['wide', 'phone']);
    unmount();
    expect(media.listeners.size).toBe(0);
  });
});
