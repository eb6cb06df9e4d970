/**
 * A student's progress at a glance: evaluation scores and after-class practice over the last
 * classes, and the one-line trend. Pure: the points come from the student answer's past classes.
 */
import { isEvaluable, type PastClass } from '@/entities/students/model/students';

/** Classes in the chart and its table. */
export const PROGRESS_CLASSES = 8;
/** Classes the trend line looks at ("... over the last 5 classes"). */
export const TREND_WINDOW = 5;
/**
 * A fitted change of at least this share of a score's range is a trend: 0.6 on the 1-5 ratings,
 * 15 points of a quiz. Less is steady: one rating up or down is noise, not progress.
 */
export const TREND_THRESHOLD = 0.15;

export const RATING_RANGE = { min: 1, max: 5 } as const;
export const PERCENT_RANGE = { min: 0, max: 100 } as const;

export interface ProgressPoint {
  classId: number;
  startAt: string;
  title: string;
  /** The valid ratings (finite, 1-5) by skill; a malformed one is left out. */
  skills: Record<string, number>;
  /** Mean of the valid ratings, to one decimal; null without any. */
  evaluation: number | null;
  /** Practice items done and the class's item count; null without practice (or a malformed count). */
  practice: { done: number; total: number } | null;
  /** Mean quiz score (0-100) of the quizzes done; null when none was (or it is malformed). */
  quiz: number | null;
}

/** What the trend can be about: a skill of the evaluation, or the practice quizzes. */
export type TrendMetric = string;
export const QUIZ_METRIC: TrendMetric = 'quiz';

export type Trend =
  | { kind: 'none' }
  /** Classes with results, but no score measured in two of them. */
  | { kind: 'too-few'; classes: number }
  | { kind: 'steady'; classes: number }
  | { kind: 'up' | 'down'; metric: TrendMetric; classes: number };

const within = (value: unknown, range: { min: number; max: number }): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= range.min && value <= range.max;

const round1 = (value: number) => Math.round(value * 10) / 10;

function toPoint(c: PastClass): ProgressPoint {
  const skills = Object.fromEntries(Object.entries(c.evaluation?.skills ?? {}).filter(([, score]) => within(score, RATING_RANGE)));
  const scores = Object.values(skills);
  const p = c.practice;
  const practiceValid =
    p !== null && Number.isInteger(p.done) && Number.isInteger(p.total) && p.total > 0 && p.done >= 0 && p.done <= p.total;
  return {
    classId: c.id,
    startAt: c.startAt,
    title: c.title,
    skills,
    evaluation: scores.length > 0 ? round1(scores.reduce((a, b) => a + b, 0) / scores.length) : null,
    practice: practiceValid ? { done: p.done, total: p.total } : null,
    quiz: p !== null && within(p.quizAverage, PERCENT_RANGE) ? p.quizAverage : null,
  };
}

const hasResult = (p: ProgressPoint) => p.evaluation !== null || p.practice !== null || p.quiz !== null;

/**
 * The last `limit` classes that took place and left a result (an evaluation or practice), oldest
 * first. `past` is the student answer's list, newest first.
 */
export function progressPoints(past: readonly PastClass[], limit = PROGRESS_CLASSES): ProgressPoint[] {
  return past.filter(isEvaluable).map(toPoint).filter(hasResult).slice(0, limit).reverse();
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "2026-06-10" -> "6/10": short enough for eight columns on a phone (and the table's rows); other text as it is. */
export function shortDate(date: string): string {
  const parts = DATE.exec(date);
  return parts ? `${Number(parts[2])}/${Number(parts[3])}` : date;
}

/** The metrics the points hold, in a fixed order: skills as they first appear, then the quizzes. */
function metricsOf(points: readonly ProgressPoint[]): TrendMetric[] {
  const skills = new Set(points.flatMap((p) => Object.keys(p.skills)));
  return [...skills, QUIZ_METRIC];
}

const valueOf = (p: ProgressPoint, metric: TrendMetric): number | null => (metric === QUIZ_METRIC ? p.quiz : (p.skills[metric] ?? null));
const rangeOf = (metric: TrendMetric) => (metric === QUIZ_METRIC ? PERCENT_RANGE : RATING_RANGE);

/** The least-squares line's rise from the first measured class to the last: robust to one odd score. */
function fittedChange(values: readonly [x: number, y: number][]): number {
  const n = values.length;
  const mx = values.reduce((s, [x]) => s + x, 0) / n;
  const my = values.reduce((s, [, y]) => s + y, 0) / n;
  const sxx = values.reduce((s, [x]) => s + (x - mx) ** 2, 0);
  const slope = values.reduce((s, [x, y]) => s + (x - mx) * (y - my), 0) / sxx;
  return slope * (values[n - 1]![0] - values[0]![0]);
}

/**
 * The one-line trend of the last `window` classes: the score that moved most (as a share of its
 * range) if it moved at least TREND_THRESHOLD, else steady. Equal moves: the first metric wins
 * (skills in the order they appear, then quizzes), so the line never flickers between two.
 */
export function progressTrend(points: readonly ProgressPoint[], window = TREND_WINDOW): Trend {
  const recent = points.slice(-window);
  if (recent.length === 0) return { kind: 'none' };
  let measured = false;
  let best: { metric: TrendMetric; change: number } | null = null;
  for (const metric of metricsOf(recent)) {
    const values = recent.flatMap((p, x): [number, number][] => {
      const y = valueOf(p, metric);
      return y === null ? [] : [[x, y]];
    });
    if (values.length < 2) continue;
    measured = true;
    const { min, max } = rangeOf(metric);
    const change = fittedChange(values) / (max - min);
    if (Math.abs(change) + 1e-9 < TREND_THRESHOLD) continue;
    if (!best || Math.abs(change) > Math.abs(best.change) + 1e-9) best = { metric, change };
  }
  if (!measured) return { kind: 'too-few', classes: recent.length };
  if (!best) return { kind: 'steady', classes: recent.length };
  return { kind: best.change > 0 ? 'up' : 'down', metric: best.metric, classes: recent.length };
}
