import { chromium as playwright } from '@playwright/test';
import lighthouse, { desktopConfig } from 'lighthouse';
import type { Calibration } from '../model/calibration';
import type { PerfRow } from '../model/perf-report';
import { calibratedSlowdown } from './lighthouse-benchmark';
import { OFFLINE_PREFIX } from '../../src/lib/query/offline-copy-key';
import { signInThroughForm } from './sign-in';

/** Lighthouse 12 in the debug Chromium (scripts/lib/chromium-debug.ts), for `npm run perf` and its paired runs. */

/** Signs in through the page's form in the debug browser's own profile: the session lands in localStorage. */
export async function signInForAudits(port: number, appUrl: string): Promise<() => Promise<void>> {
  const browser = await playwright.connectOverCDP(`http://127.0.0.1:${port}`);
  const page = await browser.contexts()[0]!.newPage();
  await signInThroughForm(page, appUrl);
  await page.getByRole('tab').first().waitFor();
  await page.close();
  return () => browser.close();
}

/**
 * Before each audit, in one connection to the browser. Every audit is a first visit of its device: the
 * session stays, the copy an earlier visit kept offline goes (it would be painted before the app: a returning
 * visit, which `npm run perf:repeat` measures), removed on a static file of the same origin so no code of the
 * app runs. Then the machine's benchmark, read just before the audit: the slowdown that makes it the preset's device.
 */
async function prepareAudit(port: number, url: string, preset: PerfRow['preset']): Promise<Calibration> {
  const browser = await playwright.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(new URL('reachable.txt', new URL(url).origin).href);
    await page.evaluate((prefix) => {
      for (const key of Object.keys(localStorage)) if (key.startsWith(prefix)) localStorage.removeItem(key);
    }, OFFLINE_PREFIX);
    await page.close();
    return await calibratedSlowdown(browser, preset);
  } finally {
    await browser.close();
  }
}

/**
 * One Lighthouse audit, its CPU slowdown calibrated to the reference machine (throws, with no figure,
 * on a machine too slow to stand for the preset's device).
 */
export async function audit(port: number, url: string, preset: PerfRow['preset']) {
  const calibration = await prepareAudit(port, url, preset);
  // Lighthouse clears the HTTP cache and service workers before it loads the page, not localStorage:
  // the signed-in session stays, the visit is cold. The flag's throttling merges into the preset's.
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      throttling: { cpuSlowdownMultiplier: calibration.multiplier },
    },
    preset === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  return { ...result, calibration };
}
