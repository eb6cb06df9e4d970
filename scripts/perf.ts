/**
 * `npm run perf`: Lighthouse 12 in Debian's Chromium against what would be deployed: a production
 * build for a real host (the demo host over HTTP on 127.0.0.1), served by Debian's nginx with
 * deploy/nginx.conf (CSP and security headers, caching, gzip). /login and /dashboard (signed in,
 * cold cache), desktop and mobile presets. Writes perf-report/perf.md (and the JSON reports).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { chromium as playwright } from '@playwright/test';
import lighthouse, { desktopConfig } from 'lighthouse';
import { startDebugChromium } from './lib/chromium-debug';
import { startNginx } from './lib/nginx';
import { startDemoHost, type Running } from './lib/processes';
import { productionBuild } from './lib/production-build';
import { perfMarkdown, type PerfRow, toPerfRow } from './model/perf-report';

const OUT_DIR = '.perf-build';
const REPORT_DIR = 'perf-report';

/** Signs in through the page's form in the debug browser's own profile: the session lands in localStorage. */
async function signIn(port: number, appUrl: string): Promise<() => Promise<void>> {
  const browser = await playwright.connectOverCDP(`http://127.0.0.1:${port}`);
  const page = await browser.contexts()[0]!.newPage();
  await page.goto(`${appUrl}/#/login`);
  await page.locator('input[autocomplete="username"]').fill('teacher@demo.school');
  await page.locator('input[autocomplete="current-password"]').fill('demo1234');
  await page.locator('button[type="submit"]').click();
  await page.waitForURL(/#\/dashboard/);
  await page.getByRole('tab').first().waitFor();
  await page.close();
  return () => browser.close();
}

async function audit(port: number, url: string, preset: PerfRow['preset']) {
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

async function main(): Promise<void> {
  const running: Running[] = [];
  const started = new Date();
  try {
    const host = await startDemoHost();
    running.push(host);
    console.info(`Demo host on ${host.url}; building for it…`);
    await productionBuild({ outDir: OUT_DIR, apiBaseUrl: host.url });
    const nginx = await startNginx(OUT_DIR);
    running.push(nginx);
    const chrome = await startDebugChromium();
    running.push(chrome);
    console.info(`nginx serves the build on ${nginx.url}; Lighthouse runs in Chromium on port ${chrome.port}`);

    rmSync(REPORT_DIR, { recursive: true, force: true });
    mkdirSync(REPORT_DIR, { recursive: true });
    const rows: PerfRow[] = [];
    let disconnect = async () => {};
    // /login first, as a first visitor; then sign in once and audit /dashboard signed in.
    for (const page of ['/login', '/dashboard'] as const) {
      if (page === '/dashboard') disconnect = await signIn(chrome.port, nginx.url);
      for (const preset of ['desktop', 'mobile'] as const) {
        // A query of its own per run: Lighthouse's trace loses the navigation when the tab is already on that URL.
        const result = await audit(chrome.port, `${nginx.url}/?audit=${preset}#${page}`, preset);
        writeFileSync(`${REPORT_DIR}/${page.slice(1)}-${preset}.json`, result.report as string);
        const row = toPerfRow(page, preset, result.lhr);
        rows.push(row);
        console.info(`${page} ${preset}: performance ${row.scores.performance}, accessibility ${row.scores.accessibility}, requests ${row.requests}, critical depth ${row.criticalDepth}`);
      }
    }
    await disconnect();
    const context = `Run ${started.toISOString()} on ${cpus().length} CPU(s), Lighthouse 12 simulated throttling (mobile: slow 4G, 4x CPU; desktop: desktop preset). Scores vary with machine load: rerun on an idle machine before comparing.`;
    writeFileSync(`${REPORT_DIR}/perf.md`, perfMarkdown(rows, context));
    console.info(`\nWrote ${REPORT_DIR}/perf.md\n`);
    console.info(perfMarkdown(rows, context));
  } finally {
    for (const process of running.reverse()) await process.stop();
    rmSync(OUT_DIR, { recursive: true, force: true });
  }
}

await main();
