/**
 * Reading a zone's table (zone-table.ts) from the engine's zone data: only the idle keeping of the
 * table (src/lib/session/zone-keep.ts) builds one, so this stays off the first page's code.
 */
import { DAY_MS, MINUTE_MS } from './instant';
import type { ZoneTable } from './zone-table';

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

/** Two tables say the same: same zone, span and changes (as built and as read back, their keys in one order). */
export const sameTable = (a: ZoneTable, b: ZoneTable): boolean => JSON.stringify(a) === JSON.stringify(b);
