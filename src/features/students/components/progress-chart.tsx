import { Box } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { dateAxis } from '../model/date-axis';
import { PERCENT_RANGE, type ProgressPoint, RATING_RANGE } from '../model/progress';

const HEIGHT = 168;
/** A further line of date labels, where they take turns (a narrow chart with many classes). */
const LABEL_LINE = 13;
const LEFT = 34; // room for the tick labels
const RIGHT = 10;
const PANELS = { rating: { top: 16, height: 52 }, percent: { top: 96, height: 44 } };
const PLOT_BOTTOM = PANELS.percent.top + PANELS.percent.height;
const X_LABELS_AT = 160;

const EVALUATION = 'var(--mantine-color-teal-7)';
const QUIZ = 'var(--mantine-color-grape-7)';
const DONE = 'var(--mantine-color-grape-1)';
const GRID = 'var(--mantine-color-gray-3)';
const INK = 'var(--mantine-color-gray-7)';

interface ProgressChartProps {
  points: readonly ProgressPoint[];
  /** Each class's teacher date ("YYYY-MM-DD"): its label, centred under its column. */
  dates: readonly string[];
  /** The legend: evaluation mean (1-5), practice quiz score and share done (%). */
  titles: { evaluation: string; quiz: string; done: string };
  /** What a screen reader hears instead of the drawing (the numbers are in the table). */
  label: string;
}

type Panel = { top: number; height: number };
const yOf = (panel: Panel, range: { min: number; max: number }, value: number) =>
  panel.top + panel.height * (1 - (value - range.min) / (range.max - range.min));

/** The line through the measured points; a class without a value breaks it (no line across a gap). */
function linePath(xs: readonly number[], values: readonly (number | null)[], y: (value: number) => number): string {
  let path = '';
  let drawing = false;
  values.forEach((value, i) => {
    if (value === null) {
      drawing = false;
      return;
    }
    path += `${drawing ? 'L' : 'M'}${xs[i]!.toFixed(1)},${y(value).toFixed(1)}`;
    drawing = true;
  });
  return path;
}

/**
 * A compact, hand-drawn SVG (docs/decisions/screens.md "Student progress chart"): evaluation mean (1-5, teal circles) above,
 * practice below (done share as pale bars, quiz score as grape squares), one column per class.
 * Drawn at the container's width in pixels so the text keeps its size on a phone.
 */
export function ProgressChart({ points, dates, titles, label }: ProgressChartProps) {
  const { ref, width: measured } = useElementSize();
  const width = Math.max(measured, 240);
  const { xs, ticks, rows } = dateAxis(dates, { width, left: LEFT, right: RIGHT });
  const height = HEIGHT + (rows - 1) * LABEL_LINE;
  const step = xs.length > 1 ? xs[1]! - xs[0]! : width;
  const barWidth = Math.min(18, Math.max(6, step * 0.5));
  const rating = (value: number) => yOf(PANELS.rating, RATING_RANGE, value);
  const percent = (value: number) => yOf(PANELS.percent, PERCENT_RANGE, value);
  const grid = [
    ...[1, 3, 5].map((v) => ({ y: rating(v), text: String(v) })),
    ...[0, 50, 100].map((v) => ({ y: percent(v), text: `${v}%` })),
  ];

  return (
    <Box ref={ref} w="100%">
      <svg
        role="img"
        aria-label={label}
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        style={{ display: 'block', fontSize: 11 }}
      >
        <text x={LEFT} y={PANELS.rating.top - 6} style={{ fill: INK }}>
          <tspan style={{ fill: EVALUATION }}>●</tspan> {titles.evaluation}
        </text>
        <text x={LEFT} y={PANELS.percent.top - 6} style={{ fill: INK }}>
          <tspan style={{ fill: QUIZ }}>■</tspan> {titles.quiz} <tspan style={{ fill: DONE, stroke: QUIZ, strokeWidth: 0.5 }}>▮</tspan>{' '}
          {titles.done}
        </text>
        {grid.map((line) => (
          <g key={`${line.y}-${line.text}`}>
            <line x1={LEFT} x2={width - RIGHT} y1={line.y} y2={line.y} style={{ stroke: GRID }} />
            <text x={LEFT - 4} y={line.y + 4} textAnchor="end" style={{ fill: INK }}>
              {line.text}
            </text>
          </g>
        ))}
        {points.map((p, i) =>
          p.practice ? (
            <rect
              key={`done-${p.classId}`}
              x={xs[i]! - barWidth / 2}
              width={barWidth}
              y={percent((100 * p.practice.done) / p.practice.total)}
              height={PLOT_BOTTOM - percent((100 * p.practice.done) / p.practice.total)}
              style={{ fill: DONE }}
            />
          ) : null,
        )}
        <path
          d={linePath(
            xs,
            points.map((p) => p.evaluation),
            rating,
          )}
          style={{ fill: 'none', stroke: EVALUATION, strokeWidth: 2 }}
        />
        <path
          d={linePath(
            xs,
            points.map((p) => p.quiz),
            percent,
          )}
          style={{ fill: 'none', stroke: QUIZ, strokeWidth: 2, strokeDasharray: '4 3' }}
        />
        {points.map((p, i) => (
          <g key={p.classId}>
            {p.evaluation !== null && <circle cx={xs[i]} cy={rating(p.evaluation)} r={3.5} style={{ fill: EVALUATION }} />}
            {p.quiz !== null && <rect x={xs[i]! - 3.5} y={percent(p.quiz) - 3.5} width={7} height={7} style={{ fill: QUIZ }} />}
          </g>
        ))}
        {/* Each class's date under its own column; a short tick joins a label on a lower line to its column. */}
        {ticks.map((tick, i) => (
          <g key={points[i]?.classId ?? i}>
            <line x1={tick.x} x2={tick.x} y1={PLOT_BOTTOM + 1} y2={X_LABELS_AT - 10 + tick.row * LABEL_LINE} style={{ stroke: GRID }} />
            <text x={tick.x} y={X_LABELS_AT + tick.row * LABEL_LINE} textAnchor="middle" style={{ fill: INK }}>
              {tick.text}
            </text>
          </g>
        ))}
      </svg>
    </Box>
  );
}
