/** The arithmetic of `npm run measure:ui` (scripts/measure-ui.ts): summaries of user-timing measures. */

export interface Summary {
  name: string;
  runs: number;
  /** Milliseconds; null without a run. */
  median: number | null;
  min: number | null;
  max: number | null;
}

export function summarize(name: string, values: readonly number[]): Summary {
  const sorted = values.filter(Number.isFinite).toSorted((a, b) => a - b);
  const n = sorted.length;
  if (n === 0) return { name, runs: 0, median: null, min: null, max: null };
  const median = n % 2 === 1 ? sorted[(n - 1) / 2]! : (sorted[n / 2 - 1]! + sorted[n / 2]!) / 2;
  return { name, runs: n, median, min: sorted[0]!, max: sorted[n - 1]! };
}

const ms = (value: number | null) => (value === null ? '—' : `${Math.round(value)} ms`);

/** A plain-text table for the terminal and docs/measurements.md. */
export function formatSummaries(rows: readonly Summary[]): string {
  const header = ['measure', 'runs', 'median', 'min', 'max'];
  const cells = rows.map((r) => [r.name, String(r.runs), ms(r.median), ms(r.min), ms(r.max)]);
  const widths = header.map((title, i) => Math.max(title.length, ...cells.map((line) => line[i]!.length)));
  const line = (values: string[]) =>
    values
      .map((value, i) => value.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n');
}
