import { chromium as playwright } from '@playwright/test';
import lighthouse, { desktopConfig } from 'lighthouse';
import type { PerfRow } from '../model/perf-report';
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

export async function audit(port: number, url: string, preset: PerfRow['preset']) {
  // Lighthouse clears the HTTP cache and service workers before it loads the page, not localStorage:
  // the signed-in session stays, the visit is cold.
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] },
    preset === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  return result;
}
