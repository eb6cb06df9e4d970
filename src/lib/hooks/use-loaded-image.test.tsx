import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLoadedImage } from './use-loaded-image';

/** Images the hook asked for, loaded when the test says (jsdom loads none). */
let images: { src: string; onload: (() => void) | null }[] = [];
beforeEach(() => {
  images = [];
  vi.stubGlobal(
    'Image',
    class {
      src = '';
      onload: (() => void) | null = null;
      constructor() {
        images.push(this);
      }
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('useLoadedImage: a photo is drawn only once it has loaded', () => {
  it('null (the initials) while the photo downloads, the photo once it has loaded', () => {
    const { result } = renderHook(() => useLoadedImage('https://host/a.png'));
    expect(result.current).toBeNull();
    expect(images.map((image) => image.src)).toEqual(['https://host/a.png']);
    act(() => images[0]!.onload?.());
    expect(result.current).toBe('https://host/a.png');
  });

  it('a photo that never loads (a failure) keeps the initials; no photo asks for nothing', () => {
    const { result } = renderHook(() => useLoadedImage('https://host/broken.png'));
    expect(result.current).toBeNull();
    const none = renderHook(() => useLoadedImage(null));
    expect(none.result.current).toBeNull();
    expect(images).toHaveLength(1);
  });

  it('a photo already loaded is drawn at once by a new button (no initials flash)', () => {
    const first = renderHook(() => useLoadedImage('https://host/b.png'));
    act(() => images[0]!.onload?.());
    expect(first.result.current).toBe('https://host/b.png');
    const second = renderHook(() => useLoadedImage('https://host/b.png'));
    expect(second.result.current).toBe('https://host/b.png');
    expect(images).toHaveLength(1);
  });
});
