import { describe, expect, it } from 'vitest';
import { MAIN_THREAD_METRICS } from './main-thread';
import { mainThreadSamples, mainThreadSubject, pairedMarkdown, pairOrder, pairRows, type Sample } from './paired-runs';

describe('pairOrder', () => {
  it.each([
    [1, ['A', 'B']],
    [2, ['A', 'B', 'B', 'A']],
    [3, ['A', 'B', 'B', 'A', 'A', 'B']],
  ])('%i pairs', (pairs, order) => expect(pairOrder(pairs)).toEqual(order));

  it('gives each side the first place as often as the second over an even number of pairs', () => {
    const order = pairOrder(4);
    const firsts = [0, 2, 4, 6].map((index) => order[index]);
    expect(firsts.filter((side) => side === 'A')).toHaveLength(2);
  });

  it.each([0, -1, 1.5, Number.NaN])('refuses %s pairs', (pairs) => expect(() => pairOrder(pairs)).toThrow(/whole number/));
});

const sample = (side: 'A' | 'B', metric: string, value: number, subject = '/dashboard mobile'): Sample => ({
  side,
  subject,
  metric,
  value,
  load: 1,
});

describe('pairRows', () => {
  it('takes each side’s median per subject and metric, in the order first measured', () => {
    const rows = pairRows([
      sample('A', 'performance', 90),
      sample('A', 'LCP ms', 3000),
      sample('B', 'performance', 96),
      sample('B', 'LCP ms', 2400),
      sample('B', 'performance', 98),
      sample('A', 'performance', 92),
      sample('A', 'performance', 70, '/login mobile'),
      sample('B', 'performance', 99, '/login mobile'),
    ]);
    expect(rows).toEqual([
      { subject: '/dashboard mobile', metric: 'performance', a: 91, b: 97, delta: 6, runs: { a: 2, b: 2 } },
      { subject: '/dashboard mobile', metric: 'LCP ms', a: 3000, b: 2400, delta: -600, runs: { a: 1, b: 1 } },
      { subject: '/login mobile', metric: 'performance', a: 70, b: 99, delta: 29, runs: { a: 1, b: 1 } },
    ]);
  });

  it('leaves out a failed run (NaN) and says a side without any value has none', () => {
    const [row] = pairRows([sample('A', 'LCP ms', Number.NaN), sample('B', 'LCP ms', 2000), sample('B', 'LCP ms', Number.NaN)]);
    expect(row).toMatchObject({ a: Number.NaN, b: 2000, runs: { a: 0, b: 1 } });
    expect(row!.delta).toBeNaN();
  });

  it('gives nothing for no samples', () => expect(pairRows([])).toEqual([]));
});

describe('pairedMarkdown', () => {
  const context = {
    a: 'abc1234 (against)',
    b: 'def5678 + changes (this tree)',
    date: '2026-11-28 01:00',
    cores: 2,
    loads: [1.2, 3.4, 2],
    profile: 'Lighthouse mobile.',
  };

  it('names both sides, the load over the runs and each row with its delta', () => {
    const text = pairedMarkdown(
      pairRows([sample('A', 'performance', 92), sample('B', 'performance', 97), sample('A', 'CLS', 0.0123), sample('B', 'CLS', 0)]),
      context,
    );
    expect(text).toContain('A: abc1234 (against)');
    expect(text).toContain('B: def5678 + changes (this tree)');
    expect(text).toContain('load average 1.2–3.4 (median 2.0)');
    expect(text).toContain('| /dashboard mobile | performance | 92 | 97 | +5 | 1, 1 |');
    expect(text).toContain('| /dashboard mobile | CLS | 0.012 | 0 | -0.012 | 1, 1 |');
  });

  it('shows a dash where a side has no value', () => {
    expect(pairedMarkdown(pairRows([sample('A', 'LCP ms', Number.NaN), sample('B', 'LCP ms', 2500)]), { ...context, loads: [] })).toContain(
      '| /dashboard mobile | LCP ms | – | 2500 | – | 0, 1 |',
    );
  });
});

describe('mainThreadSamples', () => {
  const figures = { blockingMs: 120, longestMs: 170, longTasks: 2, totalMs: 900 };

  it('gives the budget check’s two figures, under its metric names, for one side', () =>
    expect(mainThreadSamples('B', '/dashboard', figures, 2.5)).toEqual([
      { side: 'B', subject: mainThreadSubject('/dashboard'), metric: MAIN_THREAD_METRICS.blockingMs, value: 120, load: 2.5 },
      { side: 'B', subject: mainThreadSubject('/dashboard'), metric: MAIN_THREAD_METRICS.longestMs, value: 170, load: 2.5 },
    ]));

  it('pairs into one row per figure with each side’s median', () => {
    const runs = [
      ...mainThreadSamples('A', '/login', { ...figures, blockingMs: 0, longestMs: 40 }, 1),
      ...mainThreadSamples('B', '/login', { ...figures, blockingMs: 30, longestMs: 80 }, 1),
      ...mainThreadSamples('B', '/login', { ...figures, blockingMs: 10, longestMs: 60 }, 1),
      ...mainThreadSamples('A', '/login', { ...figures, blockingMs: 20, longestMs: 45 }, 1),
    ];
    expect(pairRows(runs).map(({ metric, a, b, runs: count }) => ({ metric, a, b, count }))).toEqual([
      { metric: MAIN_THREAD_METRICS.blockingMs, a: 10, b: 20, count: { a: 2, b: 2 } },
      { metric: MAIN_THREAD_METRICS.longestMs, a: 42.5, b: 70, count: { a: 2, b: 2 } },
    ]);
  });
});
