/**
 * `npm run perf:repeat`: what a returning teacher's visit costs on a phone. The production build for
 * the demo host over HTTP behind Debian's nginx with deploy/nginx.conf (as `npm run perf`), Chromium
 * emulating Lighthouse's mobile profile (412 px, 4x slower CPU, slow 4G: 150 ms, 1.6 / 0.75 Mbit/s).
 * For /login and /dashboard (signed in), PERF_RUNS times each (default 3):
 *   first visit                     a fresh profile;
 *   second visit, HTTP cache only   the same profile again, service workers blocked (as before issue 24);
 *   second visit, app worker        the same profile again once the app's worker is installed.
 * Each visit: time from navigation start to the first class card (/dashboard) or the sign-in form
 * (/login), and the bytes that crossed the network, the app's own files and the host's answers apart.
 * Writes perf-report/repeat-visit.md.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { chromium, devices, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium';
import { startNginx } from './lib/nginx';
import { startDemoHost, type Running } from './lib/processes';
import { productionBuild } from './lib/production-build';
import { signInThroughForm } from './lib/sign-in';
import { type Fetched, fromNetwork, repeatVisitMarkdown, summarize, type Visit, type VisitKind } from './model/repeat-visit';

const OUT_DIR = '.perf-repeat-build';
const RUNS = Number(process.env.PERF_RUNS ?? 3);
/** Lighthouse's mobile throttling (simulated there, applied here): 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up, 4x CPU. */
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const PHONE = { ...devices['Moto G4'], viewport: { width: 412, height: 823 } };

/** What the page shows first: the first class card, or the sign-in form's heading. */
const FIRST_CONTENT: Record<string, string> = { '/dashboard': 'article', '/login': 'h1' };

/** One visit of `path` in `page`: throttled, timed to its first content, every response's origin and size. */
async function visit(page: Page, appUrl: string, path: string, kind: VisitKind): Promise<Visit> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const responses = new Map<string, { url: string; network: boolean }>();
  const fetched: Fetched[] = [];
  cdp.on('Network.responseReceived', ({ requestId, response }) => responses.set(requestId, { url: response.url, network: fromNetwork(response) }));
  cdp.on('Network.requestServedFromCache', ({ requestId }) => responses.set(requestId, { url: responses.get(requestId)?.url ?? '', network: false }));
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const response = responses.get(requestId);
    if (response?.url.startsWith('http')) fetched.push({ url: response.url, bytes: response.network ? encodedDataLength : 0, network: response.network });
  });
  await page.goto(`${appUrl}/#${path}`, { waitUntil: 'commit' });
  const selector = FIRST_CONTENT[path]!;
  const shown = await page.waitForFunction((wanted) => (document.querySelector(wanted) ? performance.now() : 0), selector, { polling: 'raf', timeout: 60_000 });
  const ms = Math.round((await shown.jsonValue()) as number);
  // The rest of the first screen's requests (the dashboard polls its list, so no "network idle" to wait for).
  await page.waitForLoadState('load');
  await page.waitForTimeout(2000);
  await cdp.detach();
  return { page: path, kind, ms, fetched };
}

async function newContext(browser: Browser, storageState: string | undefined, worker: boolean): Promise<BrowserContext> {
  return browser.newContext({ ...PHONE, storageState: storageState ? JSON.parse(storageState) : undefined, serviceWorkers: worker ? 'allow' : 'block', locale: 'zh-CN' });
}

/** A first visit and a second one in the same profile; with the worker, the second once it is installed. */
async function visitTwice(browser: Browser, appUrl: string, path: string, storageState: string | undefined, worker: boolean): Promise<Visit[]> {
  const context = await newContext(browser, storageState, worker);
  const firstPage = await context.newPage();
  const first = await visit(firstPage, appUrl, path, 'first visit');
  // The page registers the worker once idle; it is ready once it has precached the app.
  if (worker) await firstPage.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await firstPage.close();
  const second = await visit(await context.newPage(), appUrl, path, worker ? 'second visit, app worker' : 'second visit, HTTP cache only');
  await context.close();
  return worker ? [second] : [first, second];
}

async function main(): Promise<void> {
  const running: Running[] = [];
  let browser: Browser | undefined;
  const started = new Date();
  try {
    const host = await startDemoHost();
    running.push(host);
    await productionBuild({ outDir: OUT_DIR, apiBaseUrl: host.url });
    const nginx = await startNginx(OUT_DIR);
    running.push(nginx);
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const signInContext = await browser.newContext({ serviceWorkers: 'block' });
    await signInThroughForm(await signInContext.newPage(), nginx.url);
    const signedIn = JSON.stringify(await signInContext.storageState());
    await signInContext.close();

    const visits: Visit[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      for (const path of ['/login', '/dashboard']) {
        const state = path === '/dashboard' ? signedIn : undefined;
        visits.push(...(await visitTwice(browser, nginx.url, path, state, false)), ...(await visitTwice(browser, nginx.url, path, state, true)));
        console.info(`run ${run}/${RUNS} ${path}: ${visits.slice(-3).map((v) => `${v.kind} ${v.ms} ms`).join(', ')}`);
      }
    }
    const rows = summarize(visits, nginx.url);
    const machine = `${cpus().length} cores, load average ${loadavg()[0]!.toFixed(1)} at the end`;
    const markdown = repeatVisitMarkdown(rows, { date: started.toISOString().slice(0, 16).replace('T', ' '), machine, profile: 'Moto G4 viewport 412 px, 4x CPU, slow 4G (150 ms, 1.6 / 0.75 Mbit/s), nginx with deploy/nginx.conf (brotli)' });
    mkdirSync('perf-report', { recursive: true });
    writeFileSync('perf-report/repeat-visit.md', markdown);
    console.info(`\n${markdown}`);
  } finally {
    await browser?.close();
    for (const process of running.reverse()) await process.stop();
    rmSync(OUT_DIR, { recursive: true, force: true });
  }
}

await main();
