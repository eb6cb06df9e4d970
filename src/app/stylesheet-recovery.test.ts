import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepStylesheetsComing } from './stylesheet-recovery';
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
});
