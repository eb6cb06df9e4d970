/**
 * `npm run perf:repeat`: what a returning teacher's visit costs on a phone. The production build for
 * the demo host over HTTP behind Debian's nginx with deploy/nginx.conf (as `npm run perf`), Chromium
 * emulating Lighthouse's mobile profile (412 px, a CPU 4x slower than the reference machine, calibrated to this one;
 * slow 4G: 150 ms, 1.6 / 0.75 Mbit/s).
 * For /login and /dashboard (signed in), PERF_RUNS times each (default 3):
 *   first visit                     a fresh profile (two a run: the profile without the worker and the one with it);
 *   second visit, HTTP cache only   the same profile again, service workers blocked (as before issue 24);
 *   second visit, app worker        the same profile again once the app's worker is installed;
 *   later visit, app worker         once more, a third visit (see VISIT_KINDS).
 * Each visit: time from navigation start to the first class card (/dashboard) or the sign-in form
 * (/login), and the bytes that crossed the network, the app's own files and the host's answers apart.
 * Writes perf-report/repeat-visit.md.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium';
import { startNginx } from './lib/nginx';
import { startDemoHost, type Running } from './lib/processes';
import { productionBuild } from './lib/production-build';
import { returningVisits } from './lib/repeat-visits';
import { signInThroughForm } from './lib/sign-in';
import { repeatVisitMarkdown, summarize, type Visit } from './model/repeat-visit';

const OUT_DIR = '.perf-repeat-build';
const RUNS = Number(process.env.PERF_RUNS ?? 3);

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
    const refused: string[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      for (const path of ['/login', '/dashboard']) {
        const state = path === '/dashboard' ? signedIn : undefined;
        try {
          const set = [
            ...(await returningVisits(browser, nginx.url, path, state, false)),
            ...(await returningVisits(browser, nginx.url, path, state, true)),
          ];
          visits.push(...set);
          const said = set.map((v) => `${v.kind} ${v.ms} ms`).join(', ');
          console.info(
            `run ${run}/${RUNS} ${path}: ${said} (CPU benchmark ${Math.round(set[0]!.benchmark)}, ×${set[0]!.slowdown.toFixed(2)})`,
          );
        } catch (error) {
          // A machine too busy to stand for the phone (calibration.ts): this set says so instead of a figure.
          refused.push(`run ${run} ${path}: ${(error as Error).message}`);
          console.warn(`run ${run}/${RUNS} ${path} refused: ${(error as Error).message}`);
        }
      }
    }
    if (refused.length > 0) console.warn(`${refused.length} set(s) refused, left out of the medians:\n${refused.join('\n')}`);
    const rows = summarize(visits, nginx.url);
    const machine = `${cpus().length} cores, load average ${loadavg()[0]!.toFixed(1)} at the end${refused.length > 0 ? `, ${refused.length} set(s) refused (the machine slower than the phone)` : ''}`;
    const markdown = repeatVisitMarkdown(rows, {
      date: started.toISOString().slice(0, 16).replace('T', ' '),
      machine,
      profile:
        'Moto G4 viewport 412 px, the CPU of a phone 4x slower than the reference machine, slow 4G (150 ms, 1.6 / 0.75 Mbit/s), nginx with deploy/nginx.conf (brotli)',
    });
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
