/**
 * Palette open time and progress-chart render (issue 17), as the app marks them (src/lib/perf-marks.ts):
 * a production build against the demo host over HTTP, in Chromium, at the machine's speed and with the
 * CPU slowed 4x (a mid-range phone). Not a test: numbers for a quiet machine, to compare runs.
 *   npm run measure:ui        (RUNS=5 warm opens per session; COLD=3 cold sessions per account)
 *
 * - palette cold: the first Ctrl+K of a page (the palette's chunk is fetched, then mounted and painted);
 * - palette warm: later opens on the same page;
 * - chart: the progress card's first render to its painted chart, for each student opened on My students.
 */
import { rmSync } from 'node:fs';
import { chromium, type Browser, type Page } from '@playwright/test';
import { preview } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium';
import { startDemoHost, type Running } from './lib/processes';
import { productionBuild } from './lib/production-build';
import { signInThroughForm } from './lib/sign-in';
import { formatSummaries, summarize, type Summary } from './model/ui-timings';

const OUT_DIR = '.measure-build';
const RUNS = Number(process.env.RUNS ?? 5);
const COLD = Number(process.env.COLD ?? 3);
const STUDENTS = 5;

/** The durations of a user-timing measure so far, once there are `count` of them. */
async function measures(page: Page, name: string, count: number): Promise<number[]> {
  await page.waitForFunction(([n, c]) => performance.getEntriesByName(n!, 'measure').length >= Number(c), [name, String(count)] as const);
  return page.evaluate((n) => performance.getEntriesByName(n, 'measure').map((entry) => entry.duration), name);
}

async function signedIn(browser: Browser, appUrl: string, username: string, cpuRate: number): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await signInThroughForm(page, appUrl, username);
  await page.getByRole('banner').getByRole('button', { name: 'Go to…' }).waitFor(); // the shell's header, not the pending frame
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  return page;
}

/** One page: the first open (cold), then RUNS more (warm). */
async function paletteOpens(page: Page): Promise<{ cold: number; warm: number[] }> {
  const dialog = page.getByRole('dialog', { name: 'Command palette' });
  for (let i = 0; i <= RUNS; i += 1) {
    await page.keyboard.press('Control+K');
    await dialog.getByRole('option').first().waitFor();
    await measures(page, 'tp:palette:open', i + 1);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  }
  const [cold, ...warm] = await measures(page, 'tp:palette:open', RUNS + 1);
  return { cold: cold!, warm };
}

async function chartRenders(page: Page): Promise<number[]> {
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'My students' }).click();
  const students = page.getByRole('navigation', { name: 'Students' }).getByRole('link');
  await students.first().waitFor();
  for (let i = 0; i < STUDENTS; i += 1) {
    await students.nth(i).click();
    await page.getByRole('region', { name: 'Progress at a glance' }).waitFor();
    await measures(page, 'tp:progress-chart', i + 1);
  }
  return measures(page, 'tp:progress-chart', STUDENTS);
}

async function measureAt(browser: Browser, appUrl: string, cpuRate: number): Promise<Summary[]> {
  const suffix = cpuRate === 1 ? '' : ` (CPU ${cpuRate}x slower)`;
  const rows: Summary[] = [];
  for (const [who, username] of [
    ['teacher', 'teacher@demo.school'],
    ['admin', 'admin@demo.school'],
  ] as const) {
    const cold: number[] = [];
    const warm: number[] = [];
    for (let session = 0; session < COLD; session += 1) {
      const page = await signedIn(browser, appUrl, username, cpuRate);
      const opens = await paletteOpens(page);
      cold.push(opens.cold);
      warm.push(...opens.warm);
      await page.context().close();
    }
    rows.push(summarize(`palette open, cold, ${who}${suffix}`, cold), summarize(`palette open, warm, ${who}${suffix}`, warm));
  }
  const page = await signedIn(browser, appUrl, 'teacher@demo.school', cpuRate);
  rows.push(summarize(`progress chart render${suffix}`, await chartRenders(page)));
  await page.context().close();
  return rows;
}

async function main(): Promise<void> {
  const running: Running[] = [];
  let browser: Browser | undefined;
  try {
    const host = await startDemoHost();
    running.push(host);
    await productionBuild({ outDir: OUT_DIR, apiBaseUrl: host.url });
    const server = await preview({
      logLevel: 'warn',
      build: { outDir: OUT_DIR },
      preview: { host: '127.0.0.1', port: 0, strictPort: false },
    });
    const appUrl = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? '';
    running.push({ url: appUrl, stop: () => server.close() });
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const rows = [...(await measureAt(browser, appUrl, 1)), ...(await measureAt(browser, appUrl, 4))];
    console.info('\nUser timings (production build, demo host over HTTP on 127.0.0.1)\n');
    console.info(formatSummaries(rows));
  } finally {
    await browser?.close();
    for (const process of running.reverse()) await process.stop();
    rmSync(OUT_DIR, { recursive: true, force: true });
  }
}

await main();
