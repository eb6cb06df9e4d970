import { describe, expect, it } from 'vitest';
import { type AxisFrame, dateAxis, dateTexts, LABEL_GAP, labelWidth } from './date-axis';

/** The chart's own margins (progress-chart.tsx), at a desktop width and at its narrowest. */
const WIDE: AxisFrame = { width: 600, left: 34, right: 10 };
const NARROW: AxisFrame = { width: 240, left: 34, right: 10 };

const days = (count: number, from = 1, month = '06') =>
  Array.from({ length: count }, (_, i) => `2026-${month}-${String(from + i).padStart(2, '0')}`);
const shorts = (dates: string[]) => dates.map((d) => `${Number(d.slice(5, 7))}/${Number(d.slice(8))}`);

describe('dateAxis: one label per class, centred under its column', () => {
  // [case, dates, frame, labels, lines of labels]
  it.each<[string, string[], AxisFrame, string[], number]>([
    ['no classes', [], WIDE, [], 1],
    ['1 class', ['2026-06-10'], WIDE, ['6/10'], 1],
    ['2 classes', ['2026-06-06', '2026-06-07'], WIDE, ['6/6', '6/7'], 1],
    ['3 classes', ['2026-05-29', '2026-06-06', '2026-06-07'], WIDE, ['5/29', '6/6', '6/7'], 1],
    [
      '4 classes, two on one date: each its own label',
      ['2026-05-29', '2026-06-06', '2026-06-07', '2026-06-07'],
      WIDE,
      ['5/29', '6/6', '6/7', '6/7'],
      1,
    ],
    ['4 classes on a narrow chart', ['2026-05-29', '2026-06-06', '2026-06-07', '2026-06-07'], NARROW, ['5/29', '6/6', '6/7', '6/7'], 1],
    ['7 classes', days(7), WIDE, ['6/1', '6/2', '6/3', '6/4', '6/5', '6/6', '6/7'], 1],
    ['7 classes on a narrow chart', days(7, 10), NARROW, ['6/10', '6/11', '6/12', '6/13', '6/14', '6/15', '6/16'], 2],
    ['12 classes', days(12, 10), WIDE, shorts(days(12, 10)), 1],
    ['12 classes on a narrow chart', days(12, 10), NARROW, shorts(days(12, 10)), 2],
    ['12 classes with longer labels on a narrow chart', days(12, 10, '12'), NARROW, shorts(days(12, 10, '12')), 3],
  ])('%s', (_, dates, frame, labels, rows) => {
    const axis = dateAxis(dates, frame);
    expect(axis.ticks.map((tick) => tick.text)).toEqual(labels);
    expect(axis.rows).toBe(rows);
    expect(axis.xs).toHaveLength(dates.length);
    // Each label is centred on its own column, columns go left to right inside the plot, labels inside the drawing.
    axis.ticks.forEach((tick, i) => {
      expect(tick.x).toBe(axis.xs[i]);
      expect(tick.row).toBe(i % rows);
      expect(tick.x - labelWidth(tick.text) / 2).toBeGreaterThanOrEqual(0);
      expect(tick.x + labelWidth(tick.text) / 2).toBeLessThanOrEqual(frame.width);
    });
    axis.xs.forEach((x, i) => {
      expect(x).toBeGreaterThan(frame.left);
      expect(x).toBeLessThan(frame.width - frame.right);
      if (i > 0) expect(x).toBeGreaterThan(axis.xs[i - 1]!);
    });
    // No two labels of one line touch.
    for (const a of axis.ticks) {
      for (const b of axis.ticks) {
        if (a === b || a.row !== b.row || a.x > b.x) continue;
        expect(b.x - labelWidth(b.text) / 2 - (a.x + labelWidth(a.text) / 2)).toBeGreaterThanOrEqual(LABEL_GAP);
      }
    }
  });

  it('one class sits in the middle of the plot', () => {
    const [x] = dateAxis(['2026-06-10'], WIDE).xs;
    expect(x).toBe((WIDE.left + 8 + WIDE.width - WIDE.right - 8) / 2);
  });

  it('a long last label keeps its column far enough from the edge to stay whole', () => {
    const axis = dateAxis(['2026-12-30', '2027-12-31'], NARROW);
    expect(axis.ticks.map((tick) => tick.text)).toEqual(['12/30', '2027/12/31']);
    expect(axis.xs[1]).toBe(NARROW.width - labelWidth('2027/12/31') / 2);
  });
});

describe('dateTexts: the years a label carries', () => {
  it.each<[string, string[], string[]]>([
    [
      'over new year: the first label of the new year carries it',
      ['2026-12-30', '2027-01-05', '2027-01-12'],
      ['12/30', '2027/1/5', '1/12'],
    ],
    ['the same month and day of two years read differently', ['2026-01-05', '2027-01-05'], ['1/5', '2027/1/5']],
    [
      'a day a year later, in the same year as the label before it',
      ['2026-12-31', '2027-01-01', '2027-12-31'],
      ['12/31', '2027/1/1', '2027/12/31'],
    ],
    [
      'a second class on a date that carries the year reads the same',
      ['2026-12-30', '2027-01-05', '2027-01-05'],
      ['12/30', '2027/1/5', '2027/1/5'],
    ],
    ['a date out of order reads as it did', ['2026-06-07', '2026-06-08', '2026-06-07'], ['6/7', '6/8', '6/7']],
    ['an unreadable date is shown as it is', ['soon', 'soon', '2026-06-07'], ['soon', 'soon', '6/7']],
  ])('%s', (_, dates, expected) => {
    expect(dateTexts(dates)).toEqual(expected);
  });
});
