/**
 * The writing half of zone-kept.ts: building the table needs Intl and runs at idle, so it is loaded
 * then, not with the first page (the budgets hold /login and /dashboard to the byte).
 */
import { deviceFingerprint, deviceTimeZone } from '@/lib/time/device-zone';
import { DAY_MS } from '@/lib/time/instant';
import { zoneNamesRead } from '@/lib/time/zone-name';
import { isValidIanaZone, offsetAtMs } from '@/lib/time/zone-offset';
import { buildZoneTable, type ZoneTable } from '@/lib/time/zone-table';
import { AHEAD_MS, BACK_MS, covers, type Kept, readKept, ZONE_KEPT_KEY, type ZoneKeeping } from './zone-kept';

/** At idle, after a first card: writes down what this page read (a new table only when needed). */
export function keepZone(zone: string | null, keeping: ZoneKeeping): void {
  const { now, storage, engine } = keeping;
  const old = readKept(keeping)?.table;
  let table: ZoneTable | undefined;
  if (zone && covers(old, zone, now)) table = old;
  else if (zone && isValidIanaZone(zone)) {
    const from = Math.floor((now - BACK_MS) / DAY_MS) * DAY_MS;
    const read = (ms: number) => offsetAtMs(ms, { tzOffset: 0, dstStart: null, dstEnd: null, timezone: zone });
    table = buildZoneTable(zone, read, from, from + BACK_MS + AHEAD_MS);
  }
  const device = { fingerprint: deviceFingerprint(new Date(now).getFullYear()), zone: deviceTimeZone() };
  // Only the names of this teacher's and this device's zones (a page may have shown another teacher's).
  const names = zoneNamesRead().filter(([key]) => [zone, device.zone].includes(key.split('|')[2] ?? ''));
  const kept: Kept = { engine, table, names, device };
  try {
    storage.setItem(ZONE_KEPT_KEY, JSON.stringify(kept));
  } catch {
    // Storage full or refused: the next page reads Intl, as without it.
  }
}
