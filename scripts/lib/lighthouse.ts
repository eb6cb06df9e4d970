import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium as playwright } from '@playwright/test';
import lighthouse, { desktopConfig, type Flags, type RunnerResult } from 'lighthouse';
import { type Calibration, calibrate, THREAD_DESKTOP_SCALE, THREAD_SCALE } from '../model/calibration';
import type { PerfRow } from '../model/perf-report';
import { inThreadTime, type LighthouseTraceEvent } from '../model/thread-time-trace';
import { measureBenchmark } from './cpu-benchmark';
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
    return calibrate(await measureBenchmark(browser), preset === 'mobile' ? THREAD_SCALE : THREAD_DESKTOP_SCALE);
  } finally {
    await browser.close();
  }
}

/** Lighthouse's saved trace and DevTools log in a gathered run (core/lib/asset-saver.js). */
const TRACE_FILE = 'defaultPass.trace.json';
export const DEVTOOLS_LOG_FILE = 'defaultPass.devtoolslog.json';

/** The gathered trace, its renderers' main-thread tasks in thread time (scripts/model/thread-time-trace.ts). */
function traceInThreadTime(dir: string): void {
  const path = join(dir, TRACE_FILE);
  const trace = JSON.parse(readFileSync(path, 'utf8')) as { traceEvents: LighthouseTraceEvent[] };
  writeFileSync(path, JSON.stringify({ ...trace, traceEvents: inThreadTime(trace.traceEvents) }));
}

/** A gathered audit's files (Lighthouse's `gatherMode`) and result, and that audit again after they are edited, with its settings. */
export interface Gathered {
  dir: string;
  result: RunnerResult;
  reaudit: () => Promise<RunnerResult>;
}

/**
 * One Lighthouse audit, calibrated to the reference machine (throws, with no figure, on a machine too slow to
 * stand for the preset's device): gathered, its trace's main-thread tasks put in thread time, then simulated
 * with the CPU slowdown of a benchmark read in thread time. A busy machine moves neither (issue 45).
 */
export async function audit(port: number, url: string, preset: PerfRow['preset'], whatIf?: (gathered: Gathered) => Promise<void>) {
  const calibration = await prepareAudit(port, url, preset);
  // Lighthouse clears the HTTP cache and service workers before it loads the page, not localStorage:
  // the signed-in session stays, the visit is cold. The flag's throttling merges into the preset's.
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    throttling: { cpuSlowdownMultiplier: calibration.multiplier },
  };
  const config = preset === 'desktop' ? desktopConfig : undefined;
  const dir = mkdtempSync(join(tmpdir(), 'lighthouse-'));
  try {
    await lighthouse(url, { ...flags, gatherMode: dir }, config);
    traceInThreadTime(dir);
    const reaudit = async () => {
      const result = await lighthouse(url, { ...flags, auditMode: dir }, config);
      if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
      return result;
    };
    const result = await reaudit();
    await whatIf?.({ dir, result, reaudit });
    return { ...result, calibration };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
