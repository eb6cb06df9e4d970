/**
 * The teacher's zone (spec 9): the offset her clock shows at an instant, and the conversions
 * between instants and her wall time. What a teacher sees is her zone, never the browser's.
 *
 * Reading of spec 9. Its first sentence: teacher time = UTC + tzOffset, plus one hour inside
 * [dstStart, dstEnd). Its second sentence ("subtracts the local offset, applies the teacher
 * offset plus one hour, then adds one hour when the result lies outside the window") taken
 * literally gives tzOffset + 2 h outside DST, which no zone uses; we read it as the same
 * mapping written from the browser's side (local -> UTC -> teacher), with the sign of the
 * last correction garbled. So both sentences mean: teacher time = UTC + tzOffset (+1 h in DST).
 * A valid IANA `timezone` takes precedence, since it knows the real rules.
 *
 * Invalid instants and impossible wall times throw `TeacherTimeError` (see ./instant).
 *
 * Not date-fns-tz (scripts/measure-time-lib.ts): its fromZonedTime moves a skipped wall time back an
 * hour and picks an overlap's instant by the device's zone, its toZonedTime/formatInTimeZone misread
 * wall times the device's own clock skips, it is ~14x the CPU on a list of classes, and its import
 * builds an Intl formatter, which the kept zone table spares a returning page.
 *
 * Not pure in the strict sense: it holds module caches, because Intl is the slow part of a
 * dashboard load. `ianaReaders` keeps one offset reader per zone name (an Intl formatter costs
 * ~10 ms to build), each reader remembers the offset of UTC days without a change (bounded),
 * and `lastFixed` keeps the one fixed-offset zone last resolved. The caches only memoise: an
 * answer depends on the arguments alone (and the runtime's zone data), never on Date.now() or
 * the host's own zone.
 */

import { checkedUtc, DAY_MS, MINUTE_MS, parseIso, requireMs, TeacherTimeError } from './instant';
import { offsetFromTable, type ZoneTable } from './zone-table';

export interface TeacherZone {
  /** Standard offset in hours east of UTC; may be fractional (5.5, -3.5, 5.75). */
  tzOffset: number;
  dstStart: string | null;
  dstEnd: string | null;
  /** IANA name; when valid it wins over tzOffset/dst. */
  timezone: string | null;
}

export interface WallTime {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 = Sunday */
  weekday: number;
}

export interface WallTimeInput {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second?: number;
}

/**
 * Offset of an IANA zone at an instant, read from Intl. Not date-fns-tz getTimezoneOffset: it
 * reads its Date argument as a wall time in the host's zone, so in the hour after a transition
 * it answers the other offset (NY at 2026-03-08T06:30Z gives -4 h; the truth is -5 h).
 */
type OffsetReader = (instantMs: number) => number;

// null = known invalid. Cached because building an Intl formatter costs far more than using one.
const ianaReaders = new Map<string, OffsetReader | null>();

// Tables of zones' offsets written down on an earlier page (zone-table.ts): read before Intl.
const tables = new Map<string, ZoneTable>();

/**
 * Answers for `table.zone` from the table within its span, and from Intl (built only then) outside it:
 * a first card in the table's weeks builds no Intl formatter.
 */
export function primeZoneTable(table: ZoneTable): void {
  tables.set(table.zone, table);
  ianaReaders.delete(table.zone);
}

function ianaReader(name: string | null): OffsetReader | null {
  const key = name?.trim();
  if (!key) return null;
  let reader = ianaReaders.get(key);
  if (reader === undefined) {
    const table = tables.get(key);
    if (table) {
      let intl: OffsetReader | null | undefined;
      // An engine that does not know the zone any more: the table's nearest end.
      const nearest = (ms: number) => offsetFromTable(table, Math.min(Math.max(ms, table.from), table.to - 1))!;
      const fromIntl = (ms: number) => (intl ??= intlReader(key))?.(ms) ?? nearest(ms);
      reader = (ms) => offsetFromTable(table, ms) ?? fromIntl(ms);
    } else reader = intlReader(key);
    ianaReaders.set(key, reader);
  }
  return reader;
}

function intlReader(name: string): OffsetReader | null {
  const raw = makeIanaReader(name);
  return raw && byUtcDay(raw);
}

/**
 * Intl is the slow part of a dashboard load (one call per class time), and offsets change a
 * few times a year. So remember each UTC day whose two ends share an offset: with at most one
 * change a day (the same assumption as fromTeacherWall), that offset holds all day. A day with
 * a change is read exactly, instant by instant.
 */
function byUtcDay(read: OffsetReader): OffsetReader {
  const days = new Map<number, number>(); // day number -> offset, NaN when the day has a change
  return (ms) => {
    const day = Math.floor(ms / DAY_MS);
    let offset = days.get(day);
    if (offset === undefined) {
      const first = read(day * DAY_MS);
      offset = first === read(day * DAY_MS + DAY_MS - 1) ? first : Number.NaN;
      if (days.size >= 4096) days.clear(); // bounded: ~11 years of days
      days.set(day, offset);
    }
    return Number.isNaN(offset) ? read(ms) : offset;
  };
}

/** The zone's offsets as Intl reads them, never from a kept table (what also checks a table); null: an unknown zone. */
export function makeIanaReader(timeZone: string): OffsetReader | null {
  // Each formatter costs ~10 ms to build on a first page, so the fallback one is built only when used.
  const formatter = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', { timeZone, ...options });
  let gmt: Intl.DateTimeFormat | null;
  try {
    // "0 GMT-05:00" (minute + offset) is about 4x cheaper than formatToParts.
    gmt = formatter({ minute: 'numeric', timeZoneName: 'longOffset' });
  } catch {
    if (!isKnownZone(timeZone)) return null; // RangeError: unknown zone
    gmt = null; // an engine without 'longOffset' (pre-2022) keeps the formatToParts path
  }
  let parts: Intl.DateTimeFormat | undefined;
  const fromParts: OffsetReader = (ms) => {
    parts ??= formatter({
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    const f: Record<string, number> = {};
    for (const p of parts.formatToParts(ms)) if (p.type !== 'literal') f[p.type] = Number(p.value);
    const asUtc = Date.UTC(f.year ?? 0, (f.month ?? 1) - 1, f.day ?? 1, f.hour ?? 0, f.minute ?? 0, f.second ?? 0);
    return Math.round((asUtc - (ms - (((ms % 1000) + 1000) % 1000))) / MINUTE_MS);
  };
  if (!gmt) return fromParts;
  const longOffset = gmt;
  return (ms) => {
    const m = /GMT(?:([+\-\u2212])(\d{1,2}):?(\d{2})?(?::?(\d{2}))?)?$/.exec(longOffset.format(ms));
    if (!m) return fromParts(ms);
    const [, sign, h, mi, sec] = m;
    if (!sign) return 0; // plain "GMT"
    const minutes = Number(h ?? 0) * 60 + Number(mi ?? 0) + Math.round(Number(sec ?? 0) / 60);
    return sign === '+' ? minutes : -minutes;
  };
}

/** Whether Intl knows the zone at all (asked only when the 'longOffset' formatter was refused). */
function isKnownZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** Whether `name` is an IANA zone this runtime knows (cached). */
export function isValidIanaZone(name: string | null): boolean {
  return ianaReader(name) !== null;
}

/** DST bound: with an offset it is that instant; otherwise a wall time in teacher standard time. */
function parseDstBound(value: string | null, standardMinutes: number): number | null {
  const ms = value ? parseIso(value, standardMinutes, false) : Number.NaN;
  return Number.isNaN(ms) ? null : ms;
}

interface FixedZone {
  standard: number; // minutes
  dst: [number, number] | null; // [start, end) in epoch ms
}

// One entry: a screen shows one teacher's zone at a time. Compared field by field (no string
// key to build on every call), so a mutated zone object can never hit a stale entry.
let lastFixed: { tzOffset: number; dstStart: string | null; dstEnd: string | null; resolved: FixedZone } | null = null;

function fixedZone(zone: TeacherZone): FixedZone {
  const { tzOffset, dstStart, dstEnd } = zone;
  if (lastFixed && lastFixed.tzOffset === tzOffset && lastFixed.dstStart === dstStart && lastFixed.dstEnd === dstEnd) {
    return lastFixed.resolved;
  }
  const standard = Number.isFinite(tzOffset) ? Math.round(tzOffset * 60) : 0;
  const start = parseDstBound(dstStart, standard);
  const end = parseDstBound(dstEnd, standard);
  // An empty or inverted window means no DST rather than a guess.
  const dst: [number, number] | null = start !== null && end !== null && start < end ? [start, end] : null;
  lastFixed = { tzOffset, dstStart, dstEnd, resolved: { standard, dst } };
  return lastFixed.resolved;
}

/**
 * Minutes east of UTC at epoch ms `instantMs`; the caller has checked that it is a valid instant
 * (teacherClock reads many in a row without building a Date for each).
 */
export function offsetAtMs(instantMs: number, zone: TeacherZone): number {
  const iana = ianaReader(zone.timezone);
  if (iana) return iana(instantMs);
  const { standard, dst } = fixedZone(zone);
  return dst && instantMs >= dst[0] && instantMs < dst[1] ? standard + 60 : standard;
}

/** Minutes east of UTC that the teacher's clock shows at `instant`. */
export function teacherOffsetMinutes(instant: Date | string, zone: TeacherZone): number {
  return offsetAtMs(requireMs(instant), zone);
}

export function toTeacherWall(instant: Date | string, zone: TeacherZone): WallTime {
  const ms = requireMs(instant);
  const shifted = new Date(ms + offsetAtMs(ms, zone) * MINUTE_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
    weekday: shifted.getUTCDay(),
  };
}

/**
 * The instant at which the teacher's clock shows `wall`.
 * - Gap (wall time skipped by a forward change, e.g. 02:30 on 2026-03-08 in New York):
 *   moved forward by the gap (-> 03:30 EDT), i.e. read with the offset in force before.
 * - Overlap (wall time shown twice): the earlier instant.
 * Assumes a zone's transitions are more than a day apart (true for every real zone).
 */
export function fromTeacherWall(wall: WallTimeInput, zone: TeacherZone): Date {
  const local = checkedUtc(wall.year, wall.month, wall.day, wall.hour, wall.minute, wall.second ?? 0);
  if (local === null) throw new TeacherTimeError(`Invalid wall time: ${JSON.stringify(wall)}`);
  const candidates = new Set([offsetAtMs(local - DAY_MS, zone), offsetAtMs(local, zone), offsetAtMs(local + DAY_MS, zone)]);
  for (const c of [...candidates]) candidates.add(offsetAtMs(local - c * MINUTE_MS, zone));
  const offsets = [...candidates];
  const valid = offsets.filter((o) => offsetAtMs(local - o * MINUTE_MS, zone) === o);
  // Larger offset = earlier instant (overlap); in a gap the smaller one is the offset before it.
  const chosen = valid.length > 0 ? Math.max(...valid) : Math.min(...offsets);
  return new Date(local - chosen * MINUTE_MS);
}
