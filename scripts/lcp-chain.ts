/**
 * `npm run perf:lcp-chain`: why /dashboard's mobile LCP is what it is. One Lighthouse mobile audit of the
 * production build behind the deploy nginx (as `npm run perf`), then the requests and main-thread tasks of
 * Lantern's simulated LCP graph, each with its simulated start and end (ms), the request's bytes, priority
 * and observed start: the last to end is what the first card waited for. PAGE=/login for the sign-in page.
 */
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { startDebugChromium } from './lib/chromium-debug';
import { audit, signInForAudits } from './lib/lighthouse';
import { startNginx } from './lib/nginx';
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
const simulations = (Lantern as unknown as { Simulation: { Simulator: { allNodeTimings: Map<string, Map<SimulatedNode, Timing>> } } })
  .Simulation.Simulator.allNodeTimings;

function describe(node: SimulatedNode, navigationStart: number): string {
  if (node.type === 'cpu')
    return `main thread ${Math.round(node.duration / 1000)} ms (observed at ${Math.round((node.startTime - navigationStart) / 1000)} ms)`;
  const request = node.request!;
  const path = request.url.replace(/^https?:\/\/[^/]+/, '');
  return `${request.resourceType ?? ''} ${path} ${request.transferSize} B ${request.priority} (observed at ${Math.round((node.startTime - navigationStart) / 1000)} ms)`;
}

const running: Running[] = [];
try {
  const host = await startDemoHost();
  running.push(host);
  await productionBuild({ outDir: '.perf-build', apiBaseUrl: host.url });
  const nginx = await startNginx('.perf-build');
  running.push(nginx);
  const chrome = await startDebugChromium();
  running.push(chrome);
  const page = process.env.PAGE ?? '/dashboard';
  const disconnect = page === '/login' ? async () => {} : await signInForAudits(chrome.port, nginx.url);
  const result = await audit(chrome.port, `${nginx.url}/?audit=lcp-chain#${page}`, 'mobile');
  await disconnect();
  const metrics = (result.lhr.audits.metrics?.details as { items?: Record<string, number>[] } | undefined)?.items?.[0] ?? {};
  console.info(
    `${page} mobile: LCP ${Math.round(metrics.largestContentfulPaint ?? NaN)} ms, FCP ${Math.round(metrics.firstContentfulPaint ?? NaN)} ms`,
  );
  const navigationStart = (metrics.observedNavigationStartTs ?? 0) * 1;
  for (const [label, timings] of simulations) {
    if (label !== 'pessimisticLargestContentfulPaint') continue;
    for (const [node, timing] of timings)
      console.info(
        `${String(Math.round(timing.startTime)).padStart(5)} ${String(Math.round(timing.endTime)).padStart(5)}  ${describe(node, navigationStart)}`,
      );
  }
} finally {
  for (const process of running.reverse()) await process.stop();
}
