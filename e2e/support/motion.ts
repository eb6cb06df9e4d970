import type { Page } from '@playwright/test';

/**
 * Plays the page's CSS transitions and animations at `rate` (Chromium's animation domain): at 0.1 a
 * 200 ms slide lasts 2 s, long enough to act on a screen while it is still moving.
 */
export async function slowMotion(page: Page, rate: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Animation.enable');
  await cdp.send('Animation.setPlaybackRate', { playbackRate: rate });
}
