/**
 * The progress chart's columns and date axis: one label per class, centred under its column (issue 27:
 * a label shared by two classes of one date sat between their bars, and read as a third class). Pure:
 * positions in the drawing's pixels, text widths estimated, no DOM.
 */
import { shortDate } from './progress';

/**
 * Width of one character of a label in the 11 px axis text, an upper bound: a digit is at most 7 px (DejaVu
 * Sans, measured; 6.1 in Arial), a '/' 3.7, and a label has a '/' for every four digits at most.
 */
export const LABEL_CHAR_WIDTH = 6.6;
/** Least space between two labels of one row. */
export const LABEL_GAP = 6;
/** Columns stay this far inside the plot's edges, so the first and last marks and bars are whole. */
const INSET = 8;

/** Where the plot sits in the drawing: `left` and `right` are its margins (the left one holds the value ticks). */
export interface AxisFrame {
  width: number;
  left: number;
  right: number;
}

export interface AxisTick {
  text: string;
  /** The centre of the label: always its column's x. */
  x: number;
  /** The line it is drawn on: 0 right under the plot, 1 below that, ... */
  row: number;
}

export interface DateAxis {
  /** Each class's column, oldest first. */
  xs: number[];
  /** One per class, in the same order. */
  ticks: AxisTick[];
  /** Lines of labels: more than one only where neighbouring labels would touch (a narrow chart, many classes). */
  rows: number;
}

const DATE = /^(\d{4})-\d{2}-\d{2}$/;

/**
 * Each class's label ("6/7"). The first class of a later year carries the year ("2027/1/5"), and so
 * does a date whose short form an earlier date already used; a class on the date of the one before
 * it reads the same. Other text (an unreadable date) is shown as it is.
 */
export function dateTexts(dates: readonly string[]): string[] {
  const firstDateOf = new Map<string, string>();
  let year: string | null = null;
  const texts: string[] = [];
  dates.forEach((date, index) => {
    const parts = DATE.exec(date);
    if (!parts || dates[index - 1] === date) {
      texts.push(parts ? texts[index - 1]! : date);
      return;
    }
    const short = shortDate(date);
    const owner = firstDateOf.get(short);
    const withYear = (year !== null && parts[1] !== year) || (owner !== undefined && owner !== date);
    if (owner === undefined) firstDateOf.set(short, date);
    year = parts[1]!;
    texts.push(withYear ? `${year}/${short}` : short);
  });
  return texts;
}

/** The estimated width of a label's text in pixels. */
export const labelWidth = (text: string) => text.length * LABEL_CHAR_WIDTH;

/**
 * The columns and their labels for a chart `frame.width` px wide. Every label is centred under its
 * own column. Where the columns are closer than the widest label (and a gap), labels take turns on
 * as many lines as it needs (column i on line i mod rows): one line's labels are then `rows` columns
 * apart, so they never touch, and none is ever moved off its column or left out.
 */
export function dateAxis(dates: readonly string[], frame: AxisFrame): DateAxis {
  const texts = dateTexts(dates);
  const widths = texts.map(labelWidth);
  const widest = Math.max(0, ...widths);
  // The end columns also keep their own label inside the drawing.
  const from = Math.max(frame.left + INSET, (widths[0] ?? 0) / 2);
  const to = Math.min(frame.width - frame.right - INSET, frame.width - (widths.at(-1) ?? 0) / 2);
  const step = dates.length > 1 ? (to - from) / (dates.length - 1) : 0;
  const xs = dates.map((_, i) => (dates.length > 1 ? from + i * step : (from + to) / 2));
  const rows = step > 0 ? Math.max(1, Math.ceil((widest + LABEL_GAP) / step)) : 1;
  return { xs, ticks: texts.map((text, i) => ({ text, x: xs[i]!, row: i % rows })), rows };
}
