/**
 * Performance budget check (part of `npm test`): a production build for a real host (the demo host
 * over HTTP on 127.0.0.1, so no demo-host code is counted), two cold visits in Chromium, and the
 * gzip size (level 6, what the budgets count) of the JS and CSS each visit requested, with the brotli
 * size of the same files beside it (quality 11: the build's .br copies, which nginx sends to most browsers). Fails when a budget (scripts/model/budgets.ts)
 * is exceeded or the player, the editor or the demo host would load on /login or /dashboard.
 * Then, on the same build, the main thread's work in the 10 s after the first content of /login (a first
 * visitor) and /dashboard (signed in; 6 students, and 300), in CPU time calibrated to the reference phone by a
 * CPU benchmark in the same trace (scripts/lib/main-thread-check.ts, scripts/model/calibration.ts).
 *   npm run test:budgets    (KEEP_BUILD=1 keeps the build in .budget-build/; LIST_FILES=1 lists each visit's files)
 *   npm run test:budgets -- --report            figures only, nothing judged (exit 0)
 *   npm run test:budgets -- --runs 3            main-thread runs per page (the median judges; default 1)
 *   npm run test:budgets -- --visits /login     which main-thread visits (comma separated; none: "")
 *   REUSE_BUILD=1 npm run test:budgets          the build KEEP_BUILD=1 left, and its demo host's port
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page } from '@playwright/test';
import { preview } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium';
import { gzipContributions, initialFiles, readChunks } from './lib/build-files';
import { MAIN_THREAD_VISITS, mainThreadCheck } from './lib/main-thread-check';
import { startDemoHost, type Running } from './lib/processes';
import { productionBuild } from './lib/production-build';
import { signInThroughForm } from './lib/sign-in';
import { evaluate, formatTable, IDLE_WORK_MARK, KB, type MainThreadVisit, topOwners, type Visit } from './model/budgets';

const OUT_DIR = '.budget-build';
/** The demo host's port the kept build was made for (REUSE_BUILD). */
const HOST_FILE = `${OUT_DIR}/.demo-host-port`;

const { values: args } = parseArgs({
  options: {
    report: { type: 'boolean', default: false },
    runs: { type: 'string', default: '1' },
    visits: { type: 'string', default: MAIN_THREAD_VISITS.join(',') },
  },
});
const mainThreadVisits = args.visits.split(',').filter(Boolean) as MainThreadVisit[];
for (const visit of mainThreadVisits)
  if (!MAIN_THREAD_VISITS.includes(visit)) throw new Error(`--visits takes ${MAIN_THREAD_VISITS.join(', ')}: ${visit}`);

/** One cold visit (fresh profile, empty cache): the build files it requested before its idle work (or the network went quiet). */
async function visit(
  browser: Browser,
  appUrl: string,
  path: string,
  ready: (page: Page) => Promise<unknown>,
  storageState?: string,
): Promise<string[]> {
  const context = await browser.newContext({ storageState, locale: 'zh-CN' });
  const page = await context.newPage();
  await page.goto(`${appUrl}/${path}`);
  await ready(page);
  await page.waitForLoadState('networkidle');
  // What the page asked for before its idle work began (the dashboard's next brief, its count): how long
  // the network took to go quiet on a busy machine must not decide what counts as the first page.
  const requested = await page.evaluate((mark) => {
    const idleAt = performance.getEntriesByName(mark)[0]?.startTime ?? Number.POSITIVE_INFINITY;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime < idleAt)
      .map((entry) => entry.name);
  }, IDLE_WORK_MARK);
  await context.close();
  const files = requested
    .map((name) => new URL(name))
    .filter((url) => url.origin === new URL(appUrl).origin && url.pathname.startsWith('/assets/'));
  return [...new Set(files.map((url) => url.pathname.slice(1)))];
}

/** The storage of a signed-in demo teacher, for a cold visit that starts signed in. */
async function signedInState(browser: Browser, appUrl: string): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInThroughForm(page, appUrl);
  const state = JSON.stringify(await context.storageState());
  await context.close();
  return state;
}

async function main(): Promise<void> {
  const started = Date.now();
  const running: Running[] = [];
  let browser: Browser | undefined;
  try {
    const reuse = !!process.env.REUSE_BUILD && existsSync(HOST_FILE);
    const host = await startDemoHost({}, reuse ? Number(readFileSync(HOST_FILE, 'utf8')) : undefined);
    running.push(host);
    if (!reuse) {
      await productionBuild({ outDir: OUT_DIR, apiBaseUrl: host.url, sourcemap: true });
      writeFileSync(HOST_FILE, new URL(host.url).port);
    }
    const server = await preview({
      logLevel: 'warn',
      build: { outDir: OUT_DIR },
      preview: { host: '127.0.0.1', port: 0, strictPort: false },
    });
    const appUrl = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? '';
    running.push({ url: appUrl, stop: () => server.close() });

    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const heading = (page: Page) => page.getByRole('heading', { level: 1 }).waitFor();
    const loginFiles = await visit(browser, appUrl, '#/login', heading);
    const state = await signedInState(browser, appUrl);
    const dashboardFiles = await visit(
      browser,
      appUrl,
      '#/dashboard',
      (page) => page.getByRole('tab').first().waitFor(),
      JSON.parse(state),
    );
    const visits: Visit[] = [
      { name: '/login', files: loginFiles },
      { name: '/dashboard', files: dashboardFiles },
    ];

    const byteRows = evaluate(readChunks(OUT_DIR), visits, initialFiles(OUT_DIR));
    const mainThreadStarted = Date.now();
    const mainThread = await mainThreadCheck({
      browser,
      appUrl,
      hostUrl: host.url,
      signIn: () => signedInState(browser!, appUrl),
      visits: mainThreadVisits,
      runs: Number(args.runs),
    });
    const rows = [...byteRows, ...mainThread.rows];
    console.info(
      `\nPerformance budgets (gzip level 6 enforced, brotli 11 as served; production build for a real host; ${((Date.now() - started) / 1000).toFixed(1)} s)\n`,
    );
    console.info(formatTable(rows));
    for (const { name, files } of visits) {
      const owners = topOwners(gzipContributions(OUT_DIR, files), Number(process.env.TOP_OWNERS ?? 8));
      console.info(`\n${name} JS by package: ${owners.map((o) => `${o.owner} ${(o.bytes / KB).toFixed(1)}`).join(', ')}`);
      if (process.env.LIST_FILES) console.info(files.join(' '));
    }
    console.info(
      `\nMain thread after the first content (CPU time calibrated to the reference phone, scripts/model/calibration.ts; the longest tasks at ms after it; ${((Date.now() - mainThreadStarted) / 1000).toFixed(1)} s):\n${mainThread.details.join('\n')}`,
    );
    if (args.report) console.info('\n--report: figures only, nothing judged.');
    else if (rows.some((row) => !row.ok)) {
      console.error('\nOver budget: see the rows marked OVER (docs/decisions/performance.md "First-page bytes").');
      process.exitCode = 1;
    }
  } finally {
    await browser?.close();
    for (const process of running.reverse()) await process.stop();
    if (!process.env.KEEP_BUILD && !process.env.REUSE_BUILD) rmSync(OUT_DIR, { recursive: true, force: true });
  }
}

await main();
