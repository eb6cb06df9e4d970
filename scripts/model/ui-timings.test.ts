import { describe, expect, it } from 'vitest';
import { formatSummaries, summarize } from './ui-timings';

describe('summarize', () => {
  it.each<[number[], { runs: number; median: number | null; min: number | null; max: number | null }]>([
    [[], { runs: 0, median: null, min: null, max: null }],
    [[40], { runs: 1, median: 40, min: 40, max: 40 }],
    [[30, 10, 20], { runs: 3, median: 20, min: 10, max: 30 }],
    [[40, 10, 20, 30], { runs: 4, median: 25, min: 10, max: 40 }],
    [[10, Number.NaN, 30], { runs: 2, median: 20, min: 10, max: 30 }],
  ])('%j', (values, expected) => expect(summarize('m', values)).toEqual({ name: 'm', ...expected }));
});

describe('formatSummaries', () => {
  it('lines up a table, rounding to whole milliseconds', () => {
    expect(formatSummaries([summarize('palette open', [12.4, 20.6]), summarize('chart', [])]).split('\n')).toEqual([
      'measure       runs  median  min    max',
      '------------  ----  ------  -----  -----',
      'palette open  2     17 ms   12 ms  21 ms',
      'chart         0     —       —      —',
    ]);
  });
});
