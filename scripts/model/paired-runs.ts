/**
 * A paired comparison of two builds (`npm run perf -- --against <commit>`): both measured in one
 * session, interleaved, so a machine getting busier or quieter weighs on both alike. On these shared
 * machines the same build scores 20 Lighthouse points apart on a busy and an idle hour: only such a
 * pair says whether a change helped.
 */
import { MAIN_THREAD_METRICS, type MainThreadFigures } from './main-thread';
import { median } from './perf-report';

export type Side = 'A' | 'B';

/**
 * The order of the runs: A B B A, A B B A… Alternating alone (A B A B) would always give B the second
 * place of each pair (a warmer disk, a later minute); the mirrored pairs give each side both places.
 */
export function pairOrder(pairs: number): Side[] {
  if (!Number.isInteger(pairs) || pairs < 1) throw new Error(`the number of paired runs must be a whole number, at least 1: ${pairs}`);
  return Array.from({ length: pairs }, (_, index): Side[] => (index % 2 === 0 ? ['A', 'B'] : ['B', 'A'])).flat();
}

/** One measurement of one side: what was measured (a page and preset, a metric) and its value. */
export interface Sample {
  side: Side;
  /** e.g. "/dashboard mobile". */
  subject: string;
  /** e.g. "performance", "LCP ms". */
  metric: string;
  value: number;
  /** The machine's 1-minute load average when the run started. */
  load: number;
}

export interface PairedRow {
  subject: string;
  metric: string;
  a: number;
  b: number;
  /** b - a; NaN when either side has no value. */
  delta: number;
  runs: { a: number; b: number };
}

/** Medians of each side per subject and metric, in the order they were first measured. */
export function pairRows(samples: readonly Sample[]): PairedRow[] {
  const keys: string[] = [];
  const groups = new Map<string, { subject: string; metric: string; a: number[]; b: number[] }>();
  for (const sample of samples) {
    const key = `${sample.subject}\u0000${sample.metric}`;
    if (!groups.has(key)) {
      keys.push(key);
      groups.set(key, { subject: sample.subject, metric: sample.metric, a: [], b: [] });
    }
    if (Number.isFinite(sample.value)) groups.get(key)![sample.side === 'A' ? 'a' : 'b'].push(sample.value);
  }
  return keys.map((key) => {
    const group = groups.get(key)!;
    const [a, b] = [median(group.a), median(group.b)];
    return { subject: group.subject, metric: group.metric, a, b, delta: b - a, runs: { a: group.a.length, b: group.b.length } };
  });
}

const shown = (value: number) =>
  Number.isFinite(value) ? (Number.isInteger(value) ? String(value) : value.toFixed(Math.abs(value) < 1 ? 3 : 0)) : '–';
const signed = (value: number) => (!Number.isFinite(value) ? '–' : value > 0 ? `+${shown(value)}` : shown(value));

export interface PairContext {
  a: string;
  b: string;
  date: string;
  cores: number;
  loads: readonly number[];
  profile: string;
}

export function pairedMarkdown(rows: readonly PairedRow[], context: PairContext): string {
  const loads = context.loads.filter(Number.isFinite);
  const load = loads.length
    ? `${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} (median ${median(loads).toFixed(1)})`
    : '–';
  return [
    '# Paired runs: two builds, interleaved in one session',
    '',
    `A: ${context.a}  `,
    `B: ${context.b}  `,
    `${context.date}, ${context.cores} cores, 1-minute load average ${load} at the starts of the runs. ${context.profile}`,
    '',
    'Medians of each side; Δ = B − A. Runs went A B B A, A B B A…: a change is judged by Δ, never by a figure of another session.',
    '',
    '| subject | metric | A | B | Δ | runs (A, B) |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      (row) =>
        `| ${row.subject} | ${row.metric} | ${shown(row.a)} | ${shown(row.b)} | ${signed(row.delta)} | ${row.runs.a}, ${row.runs.b} |`,
    ),
    '',
  ].join('\n');
}

/** The subject of a page's main-thread figures, beside its Lighthouse rows. */
export const mainThreadSubject = (page: string) => `${page} phone (412 px), main thread after the first content`;

/**
 * One run's main-thread figures as samples: the same measure and the same metric names as the budget
 * check (scripts/model/main-thread.ts), so a pair's row reads like the check's.
 */
export function mainThreadSamples(side: Side, page: string, figures: MainThreadFigures, load: number): Sample[] {
  const subject = mainThreadSubject(page);
  return (Object.keys(MAIN_THREAD_METRICS) as (keyof typeof MAIN_THREAD_METRICS)[]).map((key) => ({
    side,
    subject,
    metric: MAIN_THREAD_METRICS[key],
    value: figures[key],
    load,
  }));
}
