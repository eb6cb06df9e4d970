/**
 * `npm run perf -- --against <commit>`: this working tree (B) against a commit (A), measured in one
 * session on one machine: both production builds for the same demo host (over HTTP), each behind its
 * own Debian nginx with its version's deploy configuration (deploy/), runs interleaved A B B A… (scripts/model/paired-runs.ts).
 * Prints and writes perf-report/pair.md: each side's medians, the difference, and the load.
 *
 *   --pairs N            runs of each side per measure (default PERF_RUNS, else 3; the targets: 5)
 *   --pages a,b          default /dashboard,/login
 *   --presets a,b        Lighthouse presets, default mobile (desktop too: mobile,desktop)
 *   --repeat             also a phone's visits to /dashboard, timed to the first class card: the first visit
 *                        and the second and a later one with the app worker (as `npm run perf:repeat`)
 *   --no-lighthouse      the visits only
 *
 * Always, per page: the main thread's work in the 10 s after the first content, in CPU time calibrated (the
 * figure `npm run test:budgets` judges: scripts/lib/after-first-card.ts), which a busy machine does not move.
 * /login is measured (and audited) first, as a first visitor: both builds are signed in only after it.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium';
import { startDebugChromium } from './lib/chromium-debug';
import { buildCommit, buildWorkingTree, describeVersion } from './lib/commit-build';
import { audit, signInForAudits } from './lib/lighthouse';
import { deployConfig, startNginx } from './lib/nginx';
import { startDemoHost, type Running } from './lib/processes';
import { afterFirstCard } from './lib/after-first-card';
import { returningVisits } from './lib/repeat-visits';
import { signInThroughForm } from './lib/sign-in';
import { describeCalibration } from './model/calibration';
import { mainThreadSamples, pairedMarkdown, pairOrder, pairRows, type Sample, type Side } from './model/paired-runs';
import { toPerfRow, type PerfRow } from './model/perf-report';

const BUILDS: Record<Side, string> = { A: '.perf-pair-a', B: '.perf-pair-b' };

function options(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      against: { type: 'string' },
      pairs: { type: 'string', default: process.env.PERF_RUNS ?? '3' },
      pages: { type: 'string', default: '/dashboard,/login' },
      presets: { type: 'string', default: 'mobile' },
      repeat: { type: 'boolean', default: false },
      'no-lighthouse': { type: 'boolean', default: false },
    },
  });
  if (!values.against) throw new Error('--against <commit> names the build to compare this working tree with');
  const presets = values.presets.split(',') as PerfRow['preset'][];
  if (presets.some((preset) => preset !== 'mobile' && preset !== 'desktop'))
    throw new Error(`--presets takes mobile and desktop: ${values.presets}`);
  return {
    against: values.against,
    order: pairOrder(Number(values.pairs)),
    pages: values.pages.split(','),
    presets,
    repeat: values.repeat,
    lighthouse: !values['no-lighthouse'],
  };
}

const load = () => loadavg()[0]!;

async function lighthouseSamples(
  port: number,
  urls: Record<Side, string>,
  pages: string[],
  presets: PerfRow['preset'][],
  order: Side[],
): Promise<Sample[]> {
  const samples: Sample[] = [];
  for (const page of pages) {
    for (const preset of presets) {
      const subject = `${page} ${preset}`;
      for (const [run, side] of order.entries()) {
        const atStart = load();
        try {
          const { lhr, calibration } = await audit(port, `${urls[side]}/?pair=${side}-${run}#${page}`, preset);
          const row = toPerfRow(page, preset, lhr, calibration.benchmark);
          const measured = {
            performance: row.scores.performance ?? Number.NaN,
            'LCP ms': row.metrics.lcp,
            'TBT ms': row.metrics.tbt,
            'FCP ms': row.metrics.fcp,
            'LCP unthrottled ms': row.observedLcp,
            'CPU benchmark (thread time)': row.benchmarkIndex,
            'CPU slowdown': row.multiplier,
          };
          for (const [metric, value] of Object.entries(measured)) samples.push({ side, subject, metric, value, load: atStart });
          console.info(
            `${subject} ${side} (${run + 1}/${order.length}): performance ${row.scores.performance}, LCP ${Math.round(row.metrics.lcp)} ms (unthrottled ${Math.round(row.observedLcp)} ms), TBT ${Math.round(row.metrics.tbt)} ms, ${describeCalibration(calibration)}, load ${atStart.toFixed(1)}`,
          );
        } catch (error) {
          // A failed run counts as none for its side: the table says how many runs each median has.
          console.error(`${subject} ${side} (${run + 1}/${order.length}) failed: ${(error as Error).message}`);
        }
      }
    }
  }
  return samples;
}

/** Each build's signed-in storage, for the visits that start signed in. */
async function signedInStates(browser: Browser, urls: Record<Side, string>): Promise<Record<Side, string>> {
  const signedIn = {} as Record<Side, string>;
  for (const side of ['A', 'B'] as const) {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    await signInThroughForm(await context.newPage(), urls[side]);
    signedIn[side] = JSON.stringify(await context.storageState());
    await context.close();
  }
  return signedIn;
}

/** The main thread after each page's first content, both sides in the run order; /login as a first visitor. */
async function mainThreadPairs(
  browser: Browser,
  urls: Record<Side, string>,
  pages: string[],
  signedIn: Record<Side, string>,
  order: Side[],
): Promise<Sample[]> {
  const samples: Sample[] = [];
  for (const page of pages) {
    if (page !== '/login' && page !== '/dashboard') continue;
    for (const [run, side] of order.entries()) {
      const atStart = load();
      const { figures } = await afterFirstCard(browser, urls[side], page, { storageState: page === '/login' ? undefined : signedIn[side] });
      samples.push(...mainThreadSamples(side, page, figures, atStart));
      console.info(
        `${page} main thread ${side} (${run + 1}/${order.length}): blocking ${figures.blockingMs} ms, longest ${figures.longestMs} ms, load ${atStart.toFixed(1)}`,
      );
    }
  }
  return samples;
}

async function visitSamples(
  browser: Browser,
  urls: Record<Side, string>,
  order: Side[],
  signedIn: Record<Side, string>,
): Promise<Sample[]> {
  const samples: Sample[] = [];
  for (const [run, side] of order.entries()) {
    const atStart = load();
    const [first, second, later] = await returningVisits(browser, urls[side], '/dashboard', signedIn[side], true);
    const subject = '/dashboard phone (412 px, 4x CPU, slow 4G)';
    samples.push({ side, subject, metric: 'first visit: first card ms', value: first!.ms, load: atStart });
    samples.push({ side, subject, metric: 'second visit, app worker: first card ms', value: second!.ms, load: atStart });
    samples.push({ side, subject, metric: 'later visit, app worker: first card ms', value: later!.ms, load: atStart });
    // One benchmark before the three visits (repeat-visits.ts): what they were slowed by.
    samples.push({ side, subject, metric: "Lighthouse's CPU benchmark", value: first!.benchmark, load: atStart });
    samples.push({ side, subject, metric: 'CPU slowdown', value: first!.slowdown, load: atStart });
    console.info(
      `visits ${side} (${run + 1}/${order.length}): first ${first!.ms} ms, second with the worker ${second!.ms} ms, later ${later!.ms} ms, Lighthouse's CPU benchmark ${Math.round(first!.benchmark)}, slowdown ×${first!.slowdown.toFixed(2)}, load ${atStart.toFixed(1)}`,
    );
  }
  return samples;
}

export async function pairedPerf(argv: string[]): Promise<void> {
  const { against, order, pages, presets, repeat, lighthouse } = options(argv);
  const running: Running[] = [];
  let browser: Browser | undefined;
  const started = new Date();
  try {
    const host = await startDemoHost();
    running.push(host);
    const versions: Record<Side, string> = { A: describeVersion(against), B: describeVersion(null) };
    console.info(`A: ${versions.A}\nB: ${versions.B}\nBuilding both for the demo host on ${host.url}…`);
    buildCommit(against, BUILDS.A, host.url);
    buildWorkingTree(BUILDS.B, host.url);
    const urls = {} as Record<Side, string>;
    for (const side of ['A', 'B'] as const) {
      const nginx = await startNginx(BUILDS[side], deployConfig(side === 'A' ? against : null));
      running.push(nginx);
      urls[side] = nginx.url;
    }
    const samples: Sample[] = [];
    if (lighthouse) {
      const chrome = await startDebugChromium();
      running.push(chrome);
      // /login first, as a first visitor (as `npm run perf`); then both builds signed in for the other pages.
      const [first, signedInPages] = [pages.filter((p) => p === '/login'), pages.filter((p) => p !== '/login')];
      samples.push(...(await lighthouseSamples(chrome.port, urls, first, presets, order)));
      if (signedInPages.length > 0) {
        const disconnect = [await signInForAudits(chrome.port, urls.A), await signInForAudits(chrome.port, urls.B)];
        samples.push(...(await lighthouseSamples(chrome.port, urls, signedInPages, presets, order)));
        for (const close of disconnect) await close();
      }
    }
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const signedIn = await signedInStates(browser, urls);
    samples.push(...(await mainThreadPairs(browser, urls, pages, signedIn, order)));
    if (repeat) samples.push(...(await visitSamples(browser, urls, order, signedIn)));
    const markdown = pairedMarkdown(pairRows(samples), {
      a: versions.A,
      b: versions.B,
      date: started.toISOString().slice(0, 16).replace('T', ' '),
      cores: cpus().length,
      loads: samples.map((sample) => sample.load),
      profile:
        "Lighthouse 12 (simulated throttling; mobile: slow 4G and a CPU slowdown calibrated per run to the reference machine by a benchmark in thread time, the trace's main-thread tasks in thread time: scripts/model/calibration.ts), each build behind its own nginx with its own version's deploy/nginx.conf (brotli); /login audited first, as a first visitor. " +
        "Main thread after the first content: the 10 s after it, each task's CPU (thread) time calibrated to the reference phone by the CPU benchmark of the same trace (scripts/model/calibration.ts): neither a busy nor a slower machine moves it.",
    });
    mkdirSync('perf-report', { recursive: true });
    writeFileSync('perf-report/pair.md', markdown);
    console.info(`\n${markdown}`);
  } finally {
    await browser?.close();
    for (const process of running.reverse()) {
      await process.stop().catch((error: unknown) => console.warn(`Could not stop a helper process: ${(error as Error).message}`));
    }
    for (const dir of Object.values(BUILDS)) rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
}
