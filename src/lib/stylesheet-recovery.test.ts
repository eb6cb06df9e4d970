import { afterEach, describe, expect, it, vi } from 'vitest';
import { isCodeLoadError } from '@/lib/code-load-error';
import { keepStylesheetsComing, stylesheetsBack, withStylesheets } from './stylesheet-recovery';
import { networkBack } from '@/test/recovery';

vi.mock('@/lib/query/recovery', () => import('@/test/recovery'));

const HREF = 'http://localhost/assets/notifications-view-C30u.css';
const stylesheets = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.href);
function preloadError(payload: unknown): Event {
  const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload });
  window.dispatchEvent(event);
  return event;
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe('keepStylesheetsComing', () => {
  it('a stylesheet Vite could not download is asked for again when the network is back, once', () => {
    const stop = keepStylesheetsComing(window);
    document.head.innerHTML = `<link rel="stylesheet" href="${HREF}">`;
    const event = preloadError(new Error(`Unable to preload CSS for ${HREF}`));
    expect(event.defaultPrevented).toBe(false); // the import fails into the part's own failure state
    expect(stylesheets()).toEqual([]);
    networkBack();
    expect(stylesheets()).toEqual([HREF]);
    networkBack();
    expect(stylesheets()).toEqual([HREF]);
    stop();
  });

  it('a module that could not be downloaded is left to the part that imported it', () => {
    const stop = keepStylesheetsComing(window);
    preloadError(new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/a.js'));
    networkBack();
    expect(stylesheets()).toEqual([]);
    stop();
  });

  it('before a part’s code is asked again: asked for at once, once, and settled by the stylesheet’s own answer', async () => {
    const stop = keepStylesheetsComing(window);
    await expect(stylesheetsBack()).resolves.toBeUndefined(); // nothing missing: nothing asked
    expect(stylesheets()).toEqual([]);
    preloadError(new Error(`Unable to preload CSS for ${HREF}`));
    const first = stylesheetsBack();
    const second = stylesheetsBack();
    expect(stylesheets()).toEqual([HREF]);
    const link = document.head.querySelector('link')!;
    link.dispatchEvent(new Event('error'));
    const failed = await first.catch((error: unknown) => error);
    expect(isCodeLoadError(failed)).toBe(true); // the part stays in its failed state
    await expect(second).rejects.toThrow(`Unable to preload CSS for ${HREF}`);
    expect(stylesheets()).toEqual([]);

    const again = stylesheetsBack(); // still missing: asked again
    expect(stylesheets()).toEqual([HREF]);
    document.head.querySelector('link')!.dispatchEvent(new Event('load'));
    await expect(again).resolves.toBeUndefined();
    await expect(stylesheetsBack()).resolves.toBeUndefined();
    expect(stylesheets()).toEqual([HREF]); // there: not asked a third time
    stop();
  });

  it('a route’s code is asked for only after them', async () => {
    const stop = keepStylesheetsComing(window);
    preloadError(new Error(`Unable to preload CSS for ${HREF}`));
    const load = vi.fn(async () => 'the screen');
    const route = withStylesheets(load)();
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    document.head.querySelector('link')!.dispatchEvent(new Event('load'));
    await expect(route).resolves.toBe('the screen');
    stop();
  });
});
