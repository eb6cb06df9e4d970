/**
 * A zone's offsets over a span, as a table of its transitions: what `Intl` says about an IANA zone,
 * written down once so that a later page can answer without building an `Intl.DateTimeFormat` (ICU's
 * start-up is the largest item of a phone's first card: docs/measurements.md "The boot by
 * cause"). Pure: a reader in, a table out; a table and an instant in, an offset out.
 */

import { DAY_MS, MINUTE_MS } from './instant';

export interface ZoneTable {
  zone: string;
  /** The span it answers for: [from, to) in epoch ms. */
  from: number;
  to: number;
  /** [instant, minutes east of UTC from then on], ascending; the first at `from`. */
  offsets: [number, number][];
}

/** The first minute in (low, high] whose offset differs from low's: a transition (at a whole minute). */
function changeBetween(read: (ms: number) => number, low: number, high: number): number {
  const before = read(low);
  let lo = low;
  let hi = high;
  while (hi - lo > MINUTE_MS) {
    const mid = lo + Math.floor((hi - lo) / 2 / MINUTE_MS) * MINUTE_MS;
    if (read(mid) === before) lo = mid;
    else hi = mid;
  }
  return hi;
}

/** Reads one day of [from, to) and appends its change, if any, to `offsets` (at most one change a day). */
function readDay(read: (ms: number) => number, offsets: [number, number][], day: number, to: number): void {
  const end = Math.min(day + DAY_MS, to);
  const last = offsets[offsets.length - 1]![1];
  if (read(end - 1) === last) return;
  const at = changeBetween(read, day, end - 1);
  offsets.push([at, read(at)]);
}

/**
 * The table of `zone` over [from, to), read day by day with `read` (with at most one change a day, the
 * same assumption as fromTeacherWall); each change found to the minute.
 */
export function buildZoneTable(zone: string, read: (ms: number) => number, from: number, to: number): ZoneTable {
  const offsets: [number, number][] = [[from, read(from)]];
  for (let day = from; day < to; day += DAY_MS) readDay(read, offsets, day, to);
  return { zone, from, to, offsets };
}

/**
 * The same table, read `daysPerStep` days at a time with `pause()` between: at idle, after a first card,
 * no step is a long task (a week of days is well under a millisecond of reads).
 */
export async function buildZoneTableInSteps(
  zone: string,
  read: (ms: number) => number,
  from: number,
  to: number,
  pause: () => Promise<void>,
  daysPerStep = 16,
): Promise<ZoneTable> {
  const offsets: [number, number][] = [[from, read(from)]];
  for (let day = from, n = 0; day < to; day += DAY_MS, n++) {
    if (n > 0 && n % daysPerStep === 0) await pause();
    readDay(read, offsets, day, to);
  }
  return { zone, from, to, offsets };
}

/** Two tables say the same: same zone, span and changes. */
export const sameTable = (a: ZoneTable, b: ZoneTable): boolean =>
  a.zone === b.zone && a.from === b.from && a.to === b.to && JSON.stringify(a.offsets) === JSON.stringify(b.offsets);

/** Days between two probes: a change of rules lasting a month or more (DST abolished, a new standard offset) falls on one. */
const PROBE_EVERY_MS = 30 * DAY_MS;

/**
 * Where a kept table is checked at boot: its start, every 30 days, its last minute (5 instants for 120
 * days). A few reads, so the check is cheap; a change that moves a clock change by days slips between
 * them and is the idle check's (zone-keep.ts).
 */
export function probeInstants(table: ZoneTable): number[] {
  const at: number[] = [];
  for (let ms = table.from; ms < table.to; ms += PROBE_EVERY_MS) at.push(ms);
  at.push(table.to - 1);
  return at;
}

/** Whether the zone data read now (`read`) gives the table's offsets at `instants`; an error reads as no. */
export function agreesAt(table: ZoneTable, read: (ms: number) => number, instants: readonly number[]): boolean {
  try {
    return instants.every((ms) => read(ms) === offsetFromTable(table, ms));
  } catch {
    return false;
  }
}

/** The offset at `ms` from the table, or undefined outside its span. */
export function offsetFromTable(table: ZoneTable, ms: number): number | undefined {
  if (!(ms >= table.from && ms < table.to)) return undefined;
  let lo = 0;
  let hi = table.offsets.length - 1;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (table.offsets[mid]![0] <= ms) lo = mid;
    else hi = mid - 1;
  }
  return table.offsets[lo]![1];
}

/** Whether a value read back from storage is a table (anything else is ignored, never trusted). */
export function isZoneTable(value: unknown): value is ZoneTable {
  if (typeof value !== 'object' || value === null) return false;
  const { zone, from, to, offsets } = value as Partial<ZoneTable>;
  return (
    typeof zone === 'string' &&
    Number.isFinite(from) &&
    Number.isFinite(to) &&
    Array.isArray(offsets) &&
    offsets.length > 0 &&
    offsets.every((entry) => Array.isArray(entry) && entry.length === 2 && entry.every(Number.isFinite))
  );
}
