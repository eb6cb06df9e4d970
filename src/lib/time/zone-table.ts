/**
 * A zone's offsets over a span, as a table of its transitions: what `Intl` says about an IANA zone,
 * written down once so that a later page can answer without building an `Intl.DateTimeFormat` (ICU's
 * start-up is the largest item of a phone's first card: docs/measurements.md "The boot by
 * cause"). Pure: a table and an instant in, an offset out; its checks. Built in zone-table-build.ts.
 */

import { DAY_MS } from './instant';

export interface ZoneTable {
  zone: string;
  /** The span it answers for: [from, to) in epoch ms. */
  from: number;
  to: number;
  /** [instant, minutes east of UTC from then on], ascending; the first at `from`. */
  offsets: [number, number][];
}

/**
 * Whether the zone data read now (`read`) gives the table's offsets where a kept table is checked at
 * boot: its start, every 30 days, its last minute (5 instants for 113 days). A change of rules lasting a
 * month or more (DST abolished, a new standard offset) falls on one; one that moves a clock change by
 * days slips between them and is the idle check's (zone-keep.ts).
 */
export function agreesAtProbes(table: ZoneTable, read: (ms: number) => number): boolean {
  for (let ms = table.from; ; ms = Math.min(ms + 30 * DAY_MS, table.to - 1)) {
    if (read(ms) !== offsetFromTable(table, ms)) return false;
    if (ms === table.to - 1) return true;
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
