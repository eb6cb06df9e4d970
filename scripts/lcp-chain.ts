/**
 * `npm run perf:lcp-chain`: why /dashboard's mobile LCP is what it is. One Lighthouse mobile audit of the
 * production build behind the deploy nginx (as `npm run perf`), then the requests and main-thread tasks of
 * Lantern's simulated LCP graph, each with its simulated start and end (ms), the request's bytes, priority
 * and observed start: the last to end is what the first card waited for. PAGE=/login for the sign-in page;
 * `-- --of <commit>` reads that commit's build instead of this working tree's (to see where a change's time went).
 * Then the same visit simulated with the main file 5-60 kB lighter: what the bytes it carries cost the first card.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { RunnerResult } from 'lighthouse';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { startDebugChromium } from './lib/chromium-debug';
import { buildCommit, describeVersion } from './lib/commit-build';
import { audit, DEVTOOLS_LOG_FILE, type Gathered, signInForAudits } from './lib/lighthouse';
import { lanternMetrics } from './model/perf-report';
import { type DevtoolsMessage, withSmallerTransfer } from './model/smaller-transfer';
import { deployConfig, startNginx } from './lib/nginx';
import { startDemoHost, type Running } from './lib/processes';
import { productionBuild } from './lib/production-build';

interface SimulatedNode {
  type: 'network' | 'cpu';
  duration: number;
  startTime: number;
  request?: { url: string; resourceType?: string; transferSize: number; priority: string };
}
interface Timing {
  startTime: number;
  endTime: number;
}
interface Simulation {
  label: string;
  timings: Map<SimulatedNode, Timing>;
}
/**
 * Every simulation Lantern runs, in order. Its own record keeps the last per label, and other audits simulate
 * LCP graphs of their own after the metric's: the chain printed is the pair whose mean is the metric.
 */
const simulations: Simulation[] = [];
const { Simulator } = (
  Lantern as unknown as {
    Simulation: { Simulator: { prototype: { simulate: (graph: unknown, options?: { label?: string }) => { nodeTimings: unknown } } } };
  }
).Simulation;
const simulate = Simulator.prototype.simulate;
Simulator.prototype.simulate = function (graph, options) {
  const result = simulate.call(this, graph, options);
  simulations.push({ label: options?.label ?? '', timings: result.nodeTimings as Simulation['timings'] });
  return result;
};
const lastEnd = (simulation: Simulation) => Math.max(...[...simulation.timings.values()].map((timing) => timing.endTime));

function describe(node: SimulatedNode, navigationStart: number): string {
  if (node.type === 'cpu')
    return `main thread ${Math.round(node.duration / 1000)} ms (observed at ${Math.round((node.startTime - navigationStart) / 1000)} ms)`;
  const request = node.request!;
  const path = request.url.replace(/^https?:\/\/[^/]+/, '');
  return `${request.resourceType ?? ''} ${path} ${request.transferSize} B ${request.priority} (observed at ${Math.round((node.startTime - navigationStart) / 1000)} ms)`;
}

function lcpOf(result: RunnerResult) {
  const metrics = lanternMetrics(result.lhr);
  return {
    lcp: Math.round(metrics.largestContentfulPaint ?? NaN),
    observed: Math.round(metrics.observedLargestContentfulPaint ?? NaN),
    fcp: Math.round(metrics.firstContentfulPaint ?? NaN),
    navigationStart: metrics.observedNavigationStartTs ?? 0,
  };
}

/**
 * Lantern's LCP is the mean of two simulated graphs' last end, the optimistic and the pessimistic (never under FCP):
 * both are listed, from the first pair that gives the metric.
 */
function printChain(lcp: number, navigationStart: number): void {
  const pairs = simulations.flatMap((optimistic, index) => {
    const pessimistic = simulations[index + 1];
    return optimistic.label === 'optimisticLargestContentfulPaint' && pessimistic?.label === 'pessimisticLargestContentfulPaint'
      ? [[optimistic, pessimistic] as const]
      : [];
  });
  const pair = pairs.find(([optimistic, pessimistic]) => Math.abs((lastEnd(optimistic) + lastEnd(pessimistic)) / 2 - lcp) < 1) ?? pairs[0];
  for (const simulation of pair ?? []) {
    console.info(`\n${simulation.label}: last node ends at ${Math.round(lastEnd(simulation))} ms`);
    for (const [node, timing] of simulation.timings)
      console.info(
        `${String(Math.round(timing.startTime)).padStart(5)} ${String(Math.round(timing.endTime)).padStart(5)}  ${describe(node, navigationStart)}`,
      );
  }
}

/** The app's main file (scripts/vite/code-splitting.ts names it "index"). */
const isMainFile = (url: string) => /\/assets\/index-[\w-]+\.js$/.test(url);
const LIGHTER_BY_KB = [5, 10, 20, 30, 40, 60];

/**
 * The same visit simulated again with the main file lighter: Lantern moves in whole round trips (150 ms at the
 * mobile preset), so this says how many kilobytes buy the next one.
 */
async function whatIfSmallerMain({ dir, reaudit }: Gathered): Promise<void> {
  const path = join(dir, DEVTOOLS_LOG_FILE);
  const log = JSON.parse(readFileSync(path, 'utf8')) as DevtoolsMessage[];
  console.info('\nThe same visit with the main file lighter (Lantern, same trace):');
  for (const kB of LIGHTER_BY_KB) {
    writeFileSync(path, JSON.stringify(withSmallerTransfer(log, isMainFile, kB * 1024)));
    const { lcp, fcp } = lcpOf(await reaudit());
    console.info(`  ${String(kB).padStart(3)} kB lighter: LCP ${lcp} ms, FCP ${fcp} ms`);
  }
  writeFileSync(path, JSON.stringify(log));
}

const { values } = parseArgs({ options: { of: { type: 'string' } } });
const running: Running[] = [];
try {
  const host = await startDemoHost();
  running.push(host);
  if (values.of) buildCommit(values.of, '.perf-build', host.url);
  else await productionBuild({ outDir: '.perf-build', apiBaseUrl: host.url });
  console.info(`Build: ${describeVersion(values.of ?? null)}`);
  const nginx = await startNginx('.perf-build', deployConfig(values.of ?? null));
  running.push(nginx);
  const chrome = await startDebugChromium();
  running.push(chrome);
  const page = process.env.PAGE ?? '/dashboard';
  const disconnect = page === '/login' ? async () => {} : await signInForAudits(chrome.port, nginx.url);
  await audit(chrome.port, `${nginx.url}/?audit=lcp-chain#${page}`, 'mobile', async (gathered) => {
    const metrics = lcpOf(gathered.result);
    console.info(`${page} mobile: LCP ${metrics.lcp} ms (observed ${metrics.observed}), FCP ${metrics.fcp} ms`);
    printChain(metrics.lcp, metrics.navigationStart);
    await whatIfSmallerMain(gathered);
  });
  await disconnect();
} finally {
  for (const process of running.reverse()) await process.stop();
}
