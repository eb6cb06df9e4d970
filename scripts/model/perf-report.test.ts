import { describe, expect, it } from 'vitest';
import { chainDepth, perfMarkdown, performanceTarget, toPerfRow } from './perf-report';

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

describe('performanceTarget', () => {
  it.each([
    ['/login', 'desktop', 100],
    ['/dashboard', 'desktop', 100],
    ['/login', 'mobile', 95],
    ['/dashboard', 'mobile', 90],
  ] as const)('%s %s: %i', (page, preset, target) => {
    expect(performanceTarget({ page, preset })).toBe(target);
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
    },
  };

  it('rounds scores to percent, keeps missing ones missing', () => {
    const row = toPerfRow('/dashboard', 'mobile', lhr);
    expect(row.scores).toEqual({ performance: 93, accessibility: 100, 'best-practices': null, seo: null });
    expect(row.requests).toBe(3);
    expect(row.criticalDepth).toBe(3);
    expect(Number.isNaN(row.metrics.si)).toBe(true);
  });

  it('writes one table row per run and marks a missed target', () => {
    const text = perfMarkdown([toPerfRow('/dashboard', 'mobile', lhr), toPerfRow('/login', 'desktop', lhr)], 'ctx');
    expect(text).toContain('| /dashboard | mobile | 93 (90) | 100 | – | – | 812 ms | 1200 ms | 0 ms | 0.001 | – | 3 | 3 |');
    expect(text).toContain('| /login | desktop | 93 (100) ✗ |');
  });
});
