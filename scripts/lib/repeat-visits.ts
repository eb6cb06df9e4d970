import { devices, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { Calibration } from '../model/calibration';
import { type Fetched, fromNetwork, type Visit, type VisitKind } from '../model/repeat-visit';
import { calibratedSlowdown } from './lighthouse-benchmark';
import { FIRST_CONTENT, watchFirstContent } from './first-content';

/** A phone's visits to a build, timed to its first content: `npm run perf:repeat` and the paired runs. */

/**
 * Lighthouse's mobile throttling (simulated there, applied here): 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up,
 * and the CPU of a phone 4x slower than the reference machine (the slowdown calibrated to this machine).
 */
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const PHONE = { ...devices['Moto G4'], viewport: { width: 412, height: 823 } };

/** The user-timing mark a visit sets when its first content is there (a profile's end: perf-boot.ts). */
export const FIRST_CONTENT_MARK = 'perf:first-content';

/** What a performance trace records of a visit: tasks, the V8 sampling profiler, user timing. */
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'loading',
];

/**
 * One visit of `path` in `page`: throttled, timed to its first content, every response's origin and size;
 * `traced`: with a performance trace of it up to that content.
 */
export async function visit(
  page: Page,
  appUrl: string,
  path: string,
  kind: VisitKind,
  calibration: Calibration,
  traced = false,
): Promise<Visit & { trace?: Buffer }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: calibration.multiplier });
  const responses = new Map<string, { url: string; network: boolean }>();
  const fetched: Fetched[] = [];
  cdp.on('Network.responseReceived', ({ requestId, response }) =>
    responses.set(requestId, { url: response.url, network: fromNetwork(response) }),
  );
  cdp.on('Network.requestServedFromCache', ({ requestId }) =>
    responses.set(requestId, { url: responses.get(requestId)?.url ?? '', network: false }),
  );
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const response = responses.get(requestId);
    if (response?.url.startsWith('http'))
      fetched.push({ url: response.url, bytes: response.network ? encodedDataLength : 0, network: response.network });
  });
  const browser = page.context().browser()!;
  const shown = await watchFirstContent(page, FIRST_CONTENT[path]!, FIRST_CONTENT_MARK);
  if (traced) await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  await page.goto(`${appUrl}/#${path}`, { waitUntil: 'commit' });
  const ms = Math.round(await shown());
  const trace = traced ? await browser.stopTracing() : undefined;
  // The rest of the first screen's requests (the dashboard polls its list, so no "network idle" to wait for).
  await page.waitForLoadState('load');
  await page.waitForTimeout(2000);
  await cdp.detach();
  return { page: path, kind, ms, fetched, trace, slowdown: calibration.multiplier, benchmark: calibration.benchmark };
}

/** A phone's browser profile (the mobile profile's screen, Chinese), signed in when given a stored state. */
export async function phoneContext(browser: Browser, storageState: string | undefined, worker: boolean): Promise<BrowserContext> {
  return browser.newContext({
    ...PHONE,
    storageState: storageState ? JSON.parse(storageState) : undefined,
    serviceWorkers: worker ? 'allow' : 'block',
    locale: 'zh-CN',
  });
}

/**
 * Ends a first visit as a phone's day does: the page closed with its worker stopped (a browser stops an
 * idle worker within a minute), so the next visit starts in a new renderer, without the first one's warm
 * engine (ICU's time-zone data, compiled code). Left running, the worker keeps that renderer alive and the
 * next page of the site is put in it: a second visit a teacher never makes.
 */
export async function leaveForTheDay(page: Page, worker: boolean): Promise<void> {
  // The page registers the worker once idle; it is ready once it has precached the app.
  if (worker) await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  await cdp.detach();
  await page.close();
}

/**
 * A first visit and a second one in the same profile; with the worker, the second once it is installed,
 * and a later one, a third (see VISIT_KINDS).
 */
export async function returningVisits(
  browser: Browser,
  appUrl: string,
  path: string,
  storageState: string | undefined,
  worker: boolean,
): Promise<Visit[]> {
  const calibration = await calibratedSlowdown(browser);
  const context = await phoneContext(browser, storageState, worker);
  const firstPage = await context.newPage();
  const first = await visit(firstPage, appUrl, path, 'first visit', calibration);
  await leaveForTheDay(firstPage, worker);
  if (!worker) {
    const second = await visit(await context.newPage(), appUrl, path, 'second visit, HTTP cache only', calibration);
    await context.close();
    return [first, second];
  }
  const secondPage = await context.newPage();
  const second = await visit(secondPage, appUrl, path, 'second visit, app worker', calibration);
  await leaveForTheDay(secondPage, worker);
  const later = await visit(await context.newPage(), appUrl, path, 'later visit, app worker', calibration);
  await context.close();
  return [first, second, later];
}
