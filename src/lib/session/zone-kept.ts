/**
 * What an earlier page read from Intl about the teacher's zone (its offsets as a table, the zones'
 * names, the device's zone), kept so that the next page's first card builds no Intl formatter: ICU's
 * start-up is the app's largest item of a visit in a new renderer; a phone's very first visit has
 * nothing kept yet (docs/decisions/time.md "The teacher's zone kept for the next page"). Erased on sign-out and switch like every cache.
 *
 * A perf cache may never be wrong: a table is trusted for 45 days after it was written, only while
 * the engine's zone data still gives its offsets at a few probe instants (read at boot with Temporal,
 * without a formatter), and every page checks it whole against the zone data once idle (zone-keep.ts),
 * replacing it, and the times shown, when they disagree.
 */
import { DAY_MS } from '@/lib/time/instant';
import { deviceFingerprint, type KeptDeviceZone, primeDeviceZone } from '@/lib/time/device-zone';
import { primeZoneNames } from '@/lib/time/zone-name';
import { primeZoneTable } from '@/lib/time/zone-offset';
import { agreesAtProbes, isZoneTable, type ZoneTable } from '@/lib/time/zone-table';

export const ZONE_KEPT_KEY = 'tp.zone-kept';
/** A table is trusted for 45 days after it was written (a rule change reaches a page within them even unprobed)... */
export const KEEP_MS = 45 * DAY_MS;
/** ...and covers a week back and 60 days past its last trusted day: the dashboard's furthest tab (3–5 weeks out) is in it. */
export const BACK_MS = 7 * DAY_MS;
export const AHEAD_MS = KEEP_MS + 60 * DAY_MS;

/** Minutes east of UTC at an instant, as the engine's zone data says now. */
export type ZoneReader = (ms: number) => number;

export interface Kept {
  /** The browser and its version: the zones' names (not the table) are trusted for the same one only. */
  engine: string;
  /** When the table was written (epoch ms): trusted for KEEP_MS from then. */
  keptAt?: number;
  table?: ZoneTable;
  /** What this page's idle check found of the table it was given: kept as it was, or replaced. */
  checked?: 'agreed' | 'replaced';
  names: [string, string | null][];
  device?: KeptDeviceZone;
}

export interface ZoneKeeping {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** The browser and its version (navigator.userAgent). */
  engine: string;
  now: number;
  /** The zone data read without a formatter (Temporal), or null where the engine has none: then the idle check decides. */
  probe: (zone: string) => ZoneReader | null;
}

export function readKept({ storage, engine }: Pick<ZoneKeeping, 'storage' | 'engine'>): Kept | null {
  try {
    const kept = JSON.parse(storage.getItem(ZONE_KEPT_KEY) ?? 'null') as Kept | null;
    return kept && kept.engine === engine && Array.isArray(kept.names) ? kept : null;
  } catch {
    return null;
  }
}

/** Kept for `zone`, written less than 45 days ago, and covering from now to 60 days ahead. */
export function inDate(kept: Kept | null, zone: string, now: number): kept is Kept & { table: ZoneTable; keptAt: number } {
  const at = kept?.keptAt;
  const table = kept?.table;
  return (
    isZoneTable(table) &&
    table.zone === zone &&
    typeof at === 'number' &&
    now >= at &&
    now - at < KEEP_MS &&
    now >= table.from &&
    now + AHEAD_MS - KEEP_MS <= table.to
  );
}

/**
 * The table's key is the zone data itself: the offsets the engine gives now at the probe instants must
 * be the table's. Without a cheap reader the key cannot be read at boot: the table is trusted in date
 * and the idle check (with the page's own idle work) replaces it if it was wrong.
 */
export function keyHolds(table: ZoneTable, probe: ZoneKeeping['probe']): boolean {
  try {
    const read = probe(table.zone);
    return !read || agreesAtProbes(table, read);
  } catch {
    return false; // a zone the engine no longer knows
  }
}

/**
 * Boot: primes what was kept for `zone` (the signed-in teacher's IANA zone, if any). Returns whether
 * its offsets came from the table; if not, the caller warms Intl as before.
 */
export function primeKeptZone(zone: string | null, keeping: ZoneKeeping): boolean {
  const kept = readKept(keeping);
  if (!kept) return false;
  primeZoneNames(kept.names);
  if (kept.device) primeDeviceZone(kept.device, deviceFingerprint(new Date(keeping.now).getFullYear()));
  if (!zone || !inDate(kept, zone, keeping.now)) return false;
  // Its cost: scripts/measure-zone-probe.ts.
  if (!keyHolds(kept.table, keeping.probe)) return false;
  primeZoneTable(kept.table);
  return true;
}

/** Sign-out and switch: nothing of a teacher stays behind. */
export function eraseKeptZone(storage: Pick<Storage, 'removeItem'>): void {
  storage.removeItem(ZONE_KEPT_KEY);
}
