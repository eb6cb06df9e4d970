import { afterEach, describe, expect, it, vi } from 'vitest';
import { isCodeLoadError } from '@/lib/code-load-error';
import { keepStylesheetsComing, stylesheetsBack, withStylesheets } from './stylesheet-recovery';
import { networkBack } from '@/test/recovery';

vi.mock('@/lib/query/recovery', () => import('@/test/recovery'));

const HREF = 'http://localhost/assets/notifications-view-C30u.css';
const stylesheets = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.href);
/** A stylesheet link the page added (Vite's preload) that could not be downloaded. */
function stylesheetFails(href = HREF): void {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  document.head.appendChild(link);
  link.dispatchEvent(new Event('error'));
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe('keepStylesheetsComing', () => {
  it('every stylesheet that could not be downloaded is asked for again when the network is back, once', () => {
    const stop = keepStylesheetsComing(window);
    // A part's two stylesheets refused: Vite's preloadError names only the first.
    const other = 'http://localhost/assets/Overlay-9.css';
    stylesheetFails();
    stylesheetFails(other);
    expect(stylesheets()).toEqual([]);
    networkBack();
    expect(stylesheets()).toEqual([HREF, other]);
    networkBack();
    expect(stylesheets()).toEqual([HREF, other]);
    stop();
  });

  it('a module that could not be downloaded is left to the part that imported it', () => {
    const stop = keepStylesheetsComing(window);
    const module = Object.assign(document.createElement('link'), { rel: 'modulepreload', href: 'http://localhost/assets/a.js' });
    document.head.appendChild(module);
    module.dispatchEvent(new Event('error'));
    document.head.innerHTML = '';
    networkBack();
    expect(stylesheets()).toEqual([]);
    stop();
  });

  it('before a part’s code is asked again: asked for at once, once, and settled by the stylesheet’s own answer', async () => {
    const stop = keepStylesheetsComing(window);
    await expect(stylesheetsBack()).resolves.toBeUndefined(); // nothing missing: nothing asked
    expect(stylesheets()).toEqual([]);
    stylesheetFails();
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
    stylesheetFails();
    const load = vi.fn(async () => 'the screen');
    const route = withStylesheets(load)();
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    document.head.querySelector('link')!.dispatchEvent(new Event('load'));
    await expect(route).resolves.toBe('the screen');
    stop();
  });
});
