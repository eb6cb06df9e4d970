/**
 * `npm run sim:outage`: what the school's host sees from 5,000 tabs (70 % in view, at random phases)
 * through a 30-minute outage and its return, in each of the three ways a host fails, with the app's
 * recovery policy and, beside it, the fixed 1 s probe it replaced (scripts/model/outage-sim.ts).
 *   npm run sim:outage -- --seed 7 --tabs 20000 --minutes 60
 */
import { parseArgs } from 'node:util';
import { FAILURE_MODES, fixedProbe, type SimResult, simulateOutage } from './model/outage-sim';

const { values: args } = parseArgs({
  options: {
    seed: { type: 'string', default: '27808' },
    tabs: { type: 'string', default: '5000' },
    minutes: { type: 'string', default: '30' },
  },
});

const s = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(1)} s` : 'never');
const row = (policy: string, r: SimResult) =>
  `| ${r.mode} | ${policy} | ${r.peakPerSecond} | ${r.meanPerSecond.toFixed(0)} | ${r.perVisibleTab.toFixed(3)} | ${r.perHiddenTab.toFixed(3)} | ${r.herd} (${(r.herdShare * 100).toFixed(1)} %) | ${s(r.recovery.p50)} | ${s(r.recovery.p95)} | ${s(r.recovery.max)} |`;

const options = { tabs: Number(args.tabs), visibleShare: 0.7, outageMs: Number(args.minutes) * 60_000, seed: Number(args.seed) };
console.info(`${options.tabs} tabs, 70 % in view, a ${args.minutes}-minute outage, seed ${options.seed}\n`);
console.info(
  '| host fails by | policy | peak req/s | mean req/s | req/s per tab in view (after 1 min) | per hidden tab | return herd: most first requests in 1 s | recovery p50 | p95 | max |',
);
console.info('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const mode of FAILURE_MODES) {
  console.info(row('backoff, full jitter (the app)', simulateOutage({ ...options, mode })));
  console.info(row('every 1 s (before)', simulateOutage({ ...options, mode, policy: fixedProbe() })));
}
