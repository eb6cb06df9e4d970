import { describe, expect, it } from 'vitest';
import {
  chainDepth,
  lcpTarget,
  median,
  medianRunIndex,
  perfMarkdown,
  type PerfRow,
  performanceTarget,
  summarizeRuns,
  tbtTarget,
  toPerfRow,
} from './perf-report';

describe('chainDepth', () => {
  it.each([
    [undefined, 0],
    [{}, 0],
    [{ doc: {} }, 1],
    [{ doc: { children: { a: {}, b: { children: { c: { children: { d: {} } } } } } } }, 4],
    [{ doc: { children: { a: {} } }, other: { children: { x: { children: { y: {} } } } } }, 3],
  ])('%j has depth %i', (chains, depth) => {
    expect(chainDepth(chains)).toBe(depth);
  });
});

describe('performanceTarget and tbtTarget', () => {
  it.each([
    ['/login', 'desktop', 100, null],
    ['/dashboard', 'desktop', 100, null],
    ['/login', 'mobile', 98, null, null],
    ['/dashboard', 'mobile', 97, 100, 2300],
  ] as const)('%s %s: performance %i, TBT %s, LCP %s', (page, preset, target, tbt, lcp = null) => {
    expect(performanceTarget({ page, preset })).toBe(target);
    expect(tbtTarget({ page, preset })).toBe(tbt);
    expect(lcpTarget({ page, preset })).toBe(lcp);
  });
});

describe('median', () => {
  it.each([
    [[], Number.NaN],
    [[5], 5],
    [[3, 1, 2], 2],
    [[4, 1, 3, 2], 2.5],
    [[2, 2, 7], 2],
    [[1, Number.NaN, 3], 2],
    [[Number.NaN, Number.NaN], Number.NaN],
    [[0.001, 0, 0.1], 0.001],
  ])('%j -> %d', (values, expected) => {
    expect(median(values)).toBe(expected);
  });
});

describe('medianRunIndex', () => {
  it.each([
    // odd counts: the middle score
    [[90], 0],
    [[95, 90, 99], 0],
    [[99, 95, 90], 1],
    [[80, 90, 95, 97, 99], 2],
    // even counts: the lower of the two middle scores
    [[90, 99], 0],
    [[90, 99, 95, 97], 2],
    // runs without a score are left out
    [[null, 92, 98], 1],
    [[95, null, 90, 99], 0],
    [[null, 93, null], 1],
    // equal scores stay in run order
    [[95, 95, 90], 0],
    [[95, 90, 95], 0],
    [[100, 100, 100], 1],
    [[90, 100, 100, 100], 1],
    // nothing to choose from
    [[], -1],
    [[null, null, null], -1],
  ] as const)('%j -> run %i', (scores, index) => {
    expect(medianRunIndex(scores)).toBe(index);
  });
});

const run = (performance: number | null, metrics: Partial<PerfRow['metrics']> = {}, requests = 10): PerfRow => ({
  page: '/dashboard',
  preset: 'mobile',
  scores: { performance, accessibility: 100, 'best-practices': 100, seo: 100 },
  metrics: { fcp: 2000, lcp: 3000, tbt: 100, cls: 0, si: 2500, ...metrics },
  requests,
  criticalDepth: 3,
  benchmarkIndex: 2000,
  multiplier: 2.05,
  observedLcp: 900,
});

describe('summarizeRuns', () => {
  it('takes the median run whole and each metric on its own', () => {
    const runs = [run(91, { tbt: 150, lcp: 3100 }, 18), run(94, { tbt: 90, lcp: 2900 }, 19), run(93, { tbt: 110, lcp: 3300 }, 20)];
    const summary = summarizeRuns('/dashboard', 'mobile', runs);
    expect(summary.medianIndex).toBe(2);
    expect(summary.median).toBe(runs[2]);
    expect(summary.performance).toEqual({ min: 91, max: 94 });
    expect([summary.scored, summary.attempted]).toEqual([3, 3]);
    expect(summary.metrics.tbt).toEqual({ median: 110, min: 90, max: 150 });
    expect(summary.metrics.lcp).toEqual({ median: 3100, min: 2900, max: 3300 });
    expect(summary.metrics.cls).toEqual({ median: 0, min: 0, max: 0 });
  });

  it('counts runs without a score and runs that threw, and keeps the spread of what was measured', () => {
    const summary = summarizeRuns('/login', 'desktop', [run(null, { fcp: Number.NaN }), run(100, { fcp: 500 }), run(98, { fcp: 700 })], 4);
    expect(summary.medianIndex).toBe(2);
    expect([summary.scored, summary.attempted]).toEqual([2, 4]);
    expect(summary.performance).toEqual({ min: 98, max: 100 });
    expect(summary.metrics.fcp).toEqual({ median: 600, min: 500, max: 700 });
  });

  it('has no median run when no run gave a score, or none ran', () => {
    for (const runs of [[run(null)], []]) {
      const summary = summarizeRuns('/login', 'mobile', runs, 3);
      expect(summary).toMatchObject({ median: null, medianIndex: -1, performance: null, attempted: 3 });
    }
    expect(Number.isNaN(summarizeRuns('/login', 'mobile', []).metrics.lcp.median)).toBe(true);
  });
});

describe('toPerfRow and perfMarkdown', () => {
  const lhr = {
    categories: { performance: { score: 0.934 }, accessibility: { score: 1 }, 'best-practices': { score: null }, seo: undefined },
    audits: {
      'first-contentful-paint': { numericValue: 812.4 },
      'largest-contentful-paint': { numericValue: 1200 },
      'total-blocking-time': { numericValue: 0 },
      'cumulative-layout-shift': { numericValue: 0.0012 },
      'network-requests': { details: { items: [1, 2, 3] } },
      'critical-request-chains': { details: { chains: { doc: { children: { js: { children: { css: {} } } } } } } },
      metrics: { details: { items: [{ observedLargestContentfulPaint: 410.6 }] } },
    },
    environment: { benchmarkIndex: 2210.5 },
    configSettings: { throttling: { cpuSlowdownMultiplier: 2.267 } },
  };

  it('rounds scores to percent, keeps missing ones missing', () => {
    const row = toPerfRow('/dashboard', 'mobile', lhr);
    expect(row.scores).toEqual({ performance: 93, accessibility: 100, 'best-practices': null, seo: null });
    expect(row.requests).toBe(3);
    expect(row.criticalDepth).toBe(3);
    expect(Number.isNaN(row.metrics.si)).toBe(true);
    expect(row.benchmarkIndex).toBe(2210.5);
    expect(Number.isNaN(toPerfRow('/login', 'mobile', { ...lhr, environment: undefined }).benchmarkIndex)).toBe(true);
    expect(toPerfRow('/dashboard', 'mobile', lhr, 2866).benchmarkIndex, 'the calibration’s benchmark, when given').toBe(2866);
    expect(row.multiplier).toBe(2.267);
    expect(row.observedLcp).toBe(410.6);
    expect(Number.isNaN(toPerfRow('/login', 'mobile', { ...lhr, configSettings: undefined }).multiplier)).toBe(true);
  });

  it('writes one row per page and preset from its median run, and marks missed targets', () => {
    const dashboard = toPerfRow('/dashboard', 'mobile', lhr);
    const login = toPerfRow('/login', 'desktop', lhr);
    const text = perfMarkdown([summarizeRuns('/dashboard', 'mobile', [dashboard]), summarizeRuns('/login', 'desktop', [login])], 'ctx');
    expect(text).toContain(
      '| /dashboard | mobile | 93 (97) ✗ | 93 | 1 | 100 | – | – | 812 ms | 1200 ms (≤ 2300) | 0 ms (≤ 100) | 0.001 | – | 3 | 3 |',
    );
    expect(text).toContain('| /login | desktop | 93 (100) ✗ | 93 | 1 | 100 | – | – | 812 ms | 1200 ms | 0 ms | 0.001 |');
    expect(text).toContain('| /dashboard | mobile | 812 ms | 1200 ms | 411 ms | 0 ms | 0.001 | – | 2211 | ×2.27 |');
  });
});

describe('perfMarkdown over several runs', () => {
  it('shows the score range, the runs counted, a missed TBT target and the metric spreads', () => {
    const runs = [
      run(91, { tbt: 150 }),
      { ...run(94, { tbt: 90 }), benchmarkIndex: 2400 },
      { ...run(92, { tbt: 130 }), benchmarkIndex: 1700 },
    ];
    const text = perfMarkdown([summarizeRuns('/dashboard', 'mobile', runs, 4)], 'ctx');
    expect(text).toContain(
      '| /dashboard | mobile | 92 (97) ✗ | 91–94 | 3 of 4 | 100 | 100 | 100 | 2000 ms | 3000 ms (≤ 2300) ✗ | 130 ms (≤ 100) ✗ | 0.000 | 2500 ms | 10 | 3 |',
    );
    expect(text).toContain(
      '| /dashboard | mobile | 2000 ms | 3000 ms | 900 ms | 130 ms (90–150) | 0.000 | 2500 ms | 2000 (1700–2400) | ×2.05 |',
    );
  });

  it('says so when no run of a page gave a result', () => {
    const text = perfMarkdown([summarizeRuns('/login', 'mobile', [], 3)], 'ctx');
    expect(text).toContain('| /login | mobile | – (98) ✗ | – | 0 of 3 |');
    expect(text).toContain('| /login | mobile | – | – | – | – | – | – | – | – |');
  });
});
