/**
 * What an earlier page read from Intl about the teacher's zone (its offsets as a table, the zones'
 * names, the device's zone), kept so that the next page's first card builds no Intl formatter: ICU's
 * start-up is the app's largest item of a visit in a new renderer; a phone's very first visit has
 * nothing kept yet (docs/decisions/time.md "The teacher's zone kept for the next page"). Kept per
 * browser version (time-zone data comes with it), erased on sign-out and switch like every cache.
 */
import { DAY_MS } from '@/lib/time/instant';
import { deviceFingerprint, type KeptDeviceZone, primeDeviceZone } from '@/lib/time/device-zone';
import { primeZoneNames } from '@/lib/time/zone-name';
import { primeZoneTable } from '@/lib/time/zone-offset';
import { isZoneTable, type ZoneTable } from '@/lib/time/zone-table';

export const ZONE_KEPT_KEY = 'tp.zone-kept';
/** The table covers a week back and 400 days ahead; it is written again once less than 30 days remain. */
export const BACK_MS = 7 * DAY_MS;
export const AHEAD_MS = 400 * DAY_MS;
const RENEW_MS = 30 * DAY_MS;

export interface Kept {
  engine: string;
  table?: ZoneTable;
  names: [string, string | null][];
  device?: KeptDeviceZone;
}

export interface ZoneKeeping {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** The browser and its version (navigator.userAgent): another one may have other zone data. */
  engine: string;
  now: number;
}

export function readKept({ storage, engine }: ZoneKeeping): Kept | null {
  try {
    const kept = JSON.parse(storage.getItem(ZONE_KEPT_KEY) ?? 'null') as Kept | null;
    return kept && kept.engine === engine && Array.isArray(kept.names) ? kept : null;
  } catch {
    return null;
  }
}

export const covers = (table: ZoneTable | undefined, zone: string, now: number): table is ZoneTable =>
  isZoneTable(table) && table.zone === zone && now >= table.from && now < table.to - RENEW_MS;

/**
 * Boot: primes what was kept for `zone` (the signed-in teacher's IANA zone, if any). Returns whether
 * its offsets came from the table; if not, the caller warms Intl as before.
 */
export function primeKeptZone(zone: string | null, keeping: ZoneKeeping): boolean {
  const kept = readKept(keeping);
  if (!kept) return false;
  primeZoneNames(kept.names);
  if (kept.device) primeDeviceZone(kept.device, deviceFingerprint(new Date(keeping.now).getFullYear()));
  if (!zone || !covers(kept.table, zone, keeping.now)) return false;
  primeZoneTable(kept.table);
  return true;
}

/** Sign-out and switch: nothing of a teacher stays behind. */
export function eraseKeptZone(storage: Pick<Storage, 'removeItem'>): void {
  storage.removeItem(ZONE_KEPT_KEY);
}
