/**
 * Teacher time (spec 9): what a teacher sees is the teacher's zone, never the browser's.
 *
 * Reading of spec 9. Its first sentence: teacher time = UTC + tzOffset, plus one hour inside
 * [dstStart, dstEnd). Its second sentence ("subtracts the local offset, applies the teacher
 * offset plus one hour, then adds one hour when the result lies outside the window") taken
 * literally gives tzOffset + 2 h outside DST, which no zone uses; we read it as the same
 * mapping written from the browser's side (local -> UTC -> teacher), with the sign of the
 * last correction garbled. So both sentences mean: teacher time = UTC + tzOffset (+1 h in DST).
 * A valid IANA `timezone` takes precedence, since it knows the real rules.
 *
 * Invalid input policy: `parseInstant` is the one non-throwing gate (returns null). Every
 * other function throws `TeacherTimeError` on an unparsable instant or impossible wall time,
 * so a bad value fails loudly instead of rendering "NaN-NaN-NaN".
 *
 * Pure: no Date.now(), and no dependence on the host's time zone (only UTC getters are used).
 */

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

export class TeacherTimeError extends RangeError {
  override name = 'TeacherTimeError';
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

// ---------------------------------------------------------------------------------------------
// Parsing

// Strict ISO 8601 only: Date.parse also accepts "March 8, 2026" and reads zone-less strings in
// the host's zone, which would make results depend on the machine.
const ISO_RE =
  /^\s*(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?\s*(?:([Zz])|([+-])(\d{2})(?::?(\d{2}))?)?\s*$/;

// The shape servers and toISOString emit. Read digit by digit: ~3x faster than exec + Number,
// which matters at thousands of rows per dashboard load.
const CANONICAL_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?Z$/;

function digitsAt(value: string, from: number, count: number): number {
  let n = 0;
  for (let i = from; i < from + count; i += 1) n = n * 10 + value.charCodeAt(i) - 48;
  return n;
}

/** Epoch ms of an ISO 8601 string, or NaN. Without an offset it is read at `defaultOffsetMinutes`. */
function parseIso(value: string, defaultOffsetMinutes: number, requireTime: boolean): number {
  if (CANONICAL_RE.test(value)) {
    const utc = checkedUtc(
      digitsAt(value, 0, 4), digitsAt(value, 5, 2), digitsAt(value, 8, 2),
      digitsAt(value, 11, 2), digitsAt(value, 14, 2), digitsAt(value, 17, 2),
    );
    const fraction = Math.min(value.length - 21, 3); // digits after '.', -1 when none
    return utc === null ? Number.NaN : utc + (fraction > 0 ? digitsAt(value, 20, fraction) * 10 ** (3 - fraction) : 0);
  }
  const m = ISO_RE.exec(value);
  if (!m) return Number.NaN;
  const [, y, mo, d, h, mi, s, frac, zulu, sign, oh, om] = m;
  if (requireTime && h === undefined) return Number.NaN;
  const utcMs = checkedUtc(Number(y), Number(mo), Number(d), Number(h ?? 0), Number(mi ?? 0), Number(s ?? 0));
  if (utcMs === null) return Number.NaN;
  let offset = zulu ? 0 : defaultOffsetMinutes;
  if (sign) {
    const hours = Number(oh);
    const minutes = Number(om ?? 0);
    if (hours > 23 || minutes > 59) return Number.NaN;
    offset = (sign === '-' ? -1 : 1) * (hours * 60 + minutes);
  }
  const ms = frac ? Number(frac.slice(0, 3).padEnd(3, '0')) : 0;
  return utcMs + ms - offset * MINUTE_MS;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Date.UTC, but null when a field is out of range instead of silently rolling over. */
function checkedUtc(y: number, mo: number, d: number, h: number, mi: number, s: number): number | null {
  const ints = Number.isInteger(y) && Number.isInteger(mo) && Number.isInteger(d);
  if (!ints || !Number.isInteger(h) || !Number.isInteger(mi) || !Number.isInteger(s)) return null;
  if (mo < 1 || mo > 12 || h < 0 || h > 23 || mi < 0 || mi > 59 || s < 0 || s > 59) return null;
  const leap = y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);
  if (d < 1 || d > (mo === 2 && leap ? 29 : DAYS_IN_MONTH[mo - 1]!)) return null;
  const ms = Date.UTC(y, mo - 1, d, h, mi, s);
  if (Number.isNaN(ms)) return null; // beyond the Date range
  if (y < 0 || y > 99) return ms;
  const date = new Date(ms);
  date.setUTCFullYear(y); // Date.UTC maps years 0-99 to 1900-1999
  return date.getTime();
}

/**
 * Epoch ms of an ISO 8601 date-time, or NaN. A string without an offset is read as UTC (all
 * domain times travel as UTC). Date-only strings are not instants and give NaN.
 */
export function parseInstantMs(value: unknown): number {
  if (value instanceof Date) return value.getTime();
  return typeof value === 'string' ? parseIso(value, 0, true) : Number.NaN;
}

/**
 * `ms` as a UTC ISO string, reusing `raw` when it already is one (the form servers send):
 * toISOString costs about a microsecond, which adds up over thousands of rows.
 */
export function utcIso(raw: string, ms: number): string {
  return CANONICAL_RE.test(raw) ? raw : new Date(ms).toISOString();
}

/** parseInstantMs as a fresh Date, or null. */
export function parseInstant(value: unknown): Date | null {
  const ms = parseInstantMs(value);
  return Number.isNaN(ms) ? null : new Date(ms);
}

/** Epoch ms of a valid instant, or a TeacherTimeError. */
function requireMs(value: Date | string): number {
  const ms = parseInstantMs(value);
  if (Number.isNaN(ms)) throw new TeacherTimeError(`Invalid instant: ${JSON.stringify(String(value))}`);
  return ms;
}

// ---------------------------------------------------------------------------------------------
// Zone resolution

/**
 * Offset of an IANA zone at an instant, read from Intl. Not date-fns-tz getTimezoneOffset: it
 * reads its Date argument as a wall time in the host's zone, so in the hour after a transition
 * it answers the other offset (NY at 2026-03-08T06:30Z gives -4 h; the truth is -5 h).
 */
type OffsetReader = (instantMs: number) => number;

// null = known invalid. Cached because building an Intl formatter costs far more than using one.
const ianaReaders = new Map<string, OffsetReader | null>();

function ianaReader(name: string | null): OffsetReader | null {
  const key = name?.trim();
  if (!key) return null;
  let reader = ianaReaders.get(key);
  if (reader === undefined) {
    const raw = makeIanaReader(key);
    reader = raw && byUtcDay(raw);
    ianaReaders.set(key, reader);
  }
  return reader;
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

function makeIanaReader(timeZone: string): OffsetReader | null {
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
    parts ??= formatter({ hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
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

function offsetAtMs(instantMs: number, zone: TeacherZone): number {
  const iana = ianaReader(zone.timezone);
  if (iana) return iana(instantMs);
  const { standard, dst } = fixedZone(zone);
  return dst && instantMs >= dst[0] && instantMs < dst[1] ? standard + 60 : standard;
}

// ---------------------------------------------------------------------------------------------
// Public API

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

const pad2 = (n: number) => String(n).padStart(2, '0');

/** "YYYY-MM-DD" of a wall time (for callers that already hold one). */
export function formatWallDate(w: Pick<WallTime, 'year' | 'month' | 'day'>): string {
  return `${String(w.year).padStart(4, '0')}-${pad2(w.month)}-${pad2(w.day)}`;
}

/** "HH:mm" (24 h) of a wall time. */
export function formatWallTime(w: Pick<WallTime, 'hour' | 'minute'>): string {
  return `${pad2(w.hour)}:${pad2(w.minute)}`;
}

/**
 * "YYYY-MM-DD HH:mm" and "HH:mm" in the browser's own zone (the "your time" line beside teacher
 * time): what date-fns `format` gave for these two fixed patterns, without its 6 kB on the first page.
 */
export function formatLocalDateTime(instant: Date): string {
  const wall = { year: instant.getFullYear(), month: instant.getMonth() + 1, day: instant.getDate(), hour: instant.getHours(), minute: instant.getMinutes() };
  return `${formatWallDate(wall)} ${formatWallTime(wall)}`;
}

export function formatLocalTime(instant: Date): string {
  return formatWallTime({ hour: instant.getHours(), minute: instant.getMinutes() });
}

/** "YYYY-MM-DD" in teacher time. */
export function formatTeacherDate(instant: Date | string, zone: TeacherZone): string {
  return formatWallDate(toTeacherWall(instant, zone));
}

/** "HH:mm" (24 h) in teacher time. */
export function formatTeacherTime(instant: Date | string, zone: TeacherZone): string {
  return formatWallTime(toTeacherWall(instant, zone));
}

/** Date and time texts of many instants in one zone, for screens that list hundreds of classes. */
export interface TeacherClock {
  /** "YYYY-MM-DD" in teacher time, as formatTeacherDate. */
  date(ms: number): string;
  /** "HH:mm" in teacher time, as formatTeacherTime. */
  time(ms: number): string;
}

let clockTimes: string[] | null = null; // "00:00" .. "23:59", built on first use

/**
 * formatTeacherDate/Time for epoch ms without a Date or a string build per call: the offset
 * comes from the per-day cache, each teacher day's date text is built once, and times come from
 * a table of the day's 1,440 minutes. NaN or out-of-range ms throws, as the other functions do.
 */
export function teacherClock(zone: TeacherZone): TeacherClock {
  const dates = new Map<number, string>();
  const times = (clockTimes ??= Array.from({ length: 1440 }, (_, m) => `${pad2(Math.floor(m / 60))}:${pad2(m % 60)}`));
  const wallMs = (ms: number) => {
    if (!Number.isFinite(ms) || Math.abs(ms) > 8.64e15) throw new TeacherTimeError(`Invalid instant: ${ms}`);
    return ms + offsetAtMs(ms, zone) * MINUTE_MS;
  };
  return {
    date(ms) {
      const day = Math.floor(wallMs(ms) / DAY_MS);
      let text = dates.get(day);
      if (text === undefined) {
        const d = new Date(day * DAY_MS);
        text = formatWallDate({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() });
        dates.set(day, text);
      }
      return text;
    },
    time(ms) {
      const wall = wallMs(ms);
      return times[Math.floor((wall - Math.floor(wall / DAY_MS) * DAY_MS) / MINUTE_MS)]!;
    },
  };
}

/** Key for grouping by teacher day; same text as formatTeacherDate. */
export const teacherDayKey = formatTeacherDate;

export function isSameTeacherDay(a: Date | string, b: Date | string, zone: TeacherZone): boolean {
  return teacherDayKey(a, zone) === teacherDayKey(b, zone);
}

/** Whole hours/minutes/seconds of a duration; fractions are floored, negative/NaN count as 0. */
export function durationParts(seconds: number): { hours: number; minutes: number; seconds: number } {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  return { hours: Math.floor(total / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
}

/**
 * "1 h 5 min", "45 min", "1 h 30 s": zero parts are left out, except "0 s" when all are zero,
 * so the text is never empty. Labels come from i18n.
 */
export function formatDuration(seconds: number, labels: { h: string; m: string; s: string }): string {
  const p = durationParts(seconds);
  const text = [
    p.hours > 0 ? `${p.hours} ${labels.h}` : '',
    p.minutes > 0 ? `${p.minutes} ${labels.m}` : '',
    p.seconds > 0 ? `${p.seconds} ${labels.s}` : '',
  ].filter(Boolean);
  return text.length > 0 ? text.join(' ') : `0 ${labels.s}`;
}

/**
 * Whether the viewer's clock differs from the teacher's at `instant`, so the screen can show
 * both. `localOffsetMinutes` is minutes east of UTC, i.e. `-date.getTimezoneOffset()`.
 */
export function localDiffersFromTeacher(instant: Date | string, zone: TeacherZone, localOffsetMinutes: number): boolean {
  return offsetAtMs(requireMs(instant), zone) !== localOffsetMinutes;
}
