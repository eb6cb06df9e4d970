/**
 * `npm run measure:brief`: how long a prefetched class brief takes to open on a phone. The production
 * build for the demo host over HTTP behind nginx (as `npm run perf:repeat`), Chromium with Lighthouse's
 * mobile profile (412 px, 4x slower CPU, slow 4G). Each run: the dashboard signed in, left idle until the
 * next class's brief is fetched, then a tap on the first card's Class brief, timed to its first student
 * shown. Prints the median of PERF_RUNS (default 5) with the machine's load. A measure, not a test.
 */
import { loadavg } from 'node:os';
import { chromium, devices, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium';
import { startNginx } from './lib/nginx';
import { startDemoHost, type Running } from './lib/processes';
import { productionBuild } from './lib/production-build';
import { signInThroughForm } from './lib/sign-in';

const OUT_DIR = '.measure-brief-build';
const RUNS = Number(process.env.PERF_RUNS ?? 5);
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const PHONE = { ...devices['Moto G4'], viewport: { width: 412, height: 823 } };

/** The tap, timed in the page from the click to the first student's part of the brief (a string: tsx would wrap named functions). */
const OPEN_BRIEF = `new Promise((resolve, reject) => {
  const button = [...document.querySelectorAll('button')].find((b) => /^(Class brief|课前简报)/.test(b.getAttribute('aria-label') ?? ''));
  if (!button) return reject(new Error('no Class brief button'));
  const start = performance.now();
  button.click();
  const tick = () => (document.querySelector('[role=dialog] section [class*="Badge"]') ? resolve(performance.now() - start) : requestAnimationFrame(tick));
  tick();
})`;

const openBrief = async (page: Page): Promise<number> => Number(await page.evaluate(OPEN_BRIEF));

async function main(): Promise<void> {
  const running: Running[] = [];
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const host = await startDemoHost();
    running.push(host);
    await productionBuild({ outDir: OUT_DIR, apiBaseUrl: host.url });
    const nginx = await startNginx(OUT_DIR);
    running.push(nginx);
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
      const page = await context.newPage();
      await signInThroughForm(page, nginx.url);
      const prefetched = page.waitForResponse((r) => /\/alg_teachers\/students\/\d+$/.test(new URL(r.url()).pathname), { timeout: 60_000 });
      await page.goto(`${nginx.url}/#/dashboard`);
      await page.locator('article').first().waitFor();
      await prefetched;
      await page.waitForLoadState('networkidle');
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      times.push(Math.round(await openBrief(page)));
      await context.close();
    }
    const sorted = [...times].sort((a, b) => a - b);
    console.info(
      `Prefetched brief, tap to first student (mobile profile): median ${sorted[Math.floor(sorted.length / 2)]} ms of ${times.join(', ')} ms; load ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
  } finally {
    await browser.close();
    for (const process of running.reverse()) await process.stop();
  }
}

await main();
