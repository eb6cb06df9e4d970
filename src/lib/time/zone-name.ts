/**
 * How a time zone is named to the teacher: by its place ("New York", "China"; "纽约", "中国",
 * "北美东部"), or, when there is no place to name, by its offset ("UTC−05:00", "UTC"). The wording
 * around the name ("New York time", "Your time, China") is the catalogues' (common: zone.*).
 *
 * The place is CLDR's generic name read from Intl, without its "{0} Time" / "{0}时间" frame:
 * first the generic location ('shortGeneric' in a locale without abbreviations for it: "New York
 * Time", "China Time", "纽约时间"), which names the country when it has one zone, else its city;
 * then the region ('longGeneric': "Eastern Time", "北美东部时间"). The second is for engines that
 * ship no translated city names (Chromium says "New York时间"), so Chinese never shows a Latin
 * place. A zone with neither ("GMT-5"), an id the engine does not know, and a teacher with only
 * tzOffset and a DST window are named by the offset in force.
 *
 * Pure: the same answer for the same input (Intl's data is fixed for a given engine).
 */

import { isValidIanaZone, teacherOffsetMinutes, type TeacherZone } from './zone-offset';

export type ZoneName = { place: string } | { offset: string };

type Style = 'shortGeneric' | 'longGeneric';
/** The zone's name in a locale and style, or null when the engine does not know the zone. */
export type ZoneNameReader = (timeZone: string, locale: string, style: Style) => string | null;

interface Naming {
  locale: string;
  /** The place inside a name, without the frame (and "standard" where an engine has no generic name). */
  frame: RegExp;
  /** Whether the place is in the language (an engine without translated cities gives Latin ones). */
  translated: (place: string) => boolean;
}

const NAMING: Record<'en' | 'zh', Naming> = {
  // 'en' (US English) answers "ET" and "PT" for American zones; World English spells the place out.
  en: { locale: 'en-001', frame: /^(.+?)(?: Standard)? Time$/, translated: () => true },
  zh: { locale: 'zh', frame: /^(.+?)(?:标准)?时间$/, translated: (place) => !/[A-Za-z]/.test(place) },
};

const STYLES: readonly Style[] = ['shortGeneric', 'longGeneric'];

const read = new Map<string, string | null>(); // "locale|style|zone" -> name

/** The names read so far ("locale|style|zone", name or null), to keep for a later page. */
export const zoneNamesRead = (): [string, string | null][] => [...read];

/** Names kept by an earlier page (the same engine): answered without building an Intl formatter. */
export function primeZoneNames(entries: readonly [string, string | null][]): void {
  for (const [key, name] of entries) if (typeof key === 'string' && (typeof name === 'string' || name === null)) read.set(key, name);
}

/** Intl's name (cached: building a formatter costs far more than using it). */
export const intlZoneName: ZoneNameReader = (timeZone, locale, style) => {
  const key = `${locale}|${style}|${timeZone}`;
  let name = read.get(key);
  if (name === undefined) {
    try {
      const parts = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: style }).formatToParts(0);
      name = parts.find((p) => p.type === 'timeZoneName')?.value ?? '';
    } catch {
      name = null; // an id this engine does not know
    }
    read.set(key, name);
  }
  return name;
};

const pad2 = (n: number) => String(n).padStart(2, '0');

/** 'UTC+08:00', 'UTC−05:00' (a minus sign: no line break after it), 'UTC+05:45'; 'UTC' at zero. */
export function formatUtcOffset(minutes: number): string {
  if (!Number.isFinite(minutes) || minutes === 0) return 'UTC';
  const abs = Math.abs(Math.round(minutes));
  return `UTC${minutes < 0 ? '\u2212' : '+'}${pad2(Math.floor(abs / 60))}:${pad2(abs % 60)}`;
}

function placeOf(timeZone: string, language: 'en' | 'zh', readName: ZoneNameReader): string | null {
  const { locale, frame, translated } = NAMING[language];
  for (const style of STYLES) {
    const name = readName(timeZone, locale, style);
    if (name === null) return null;
    const place = frame.exec(name)?.[1]?.trim();
    if (place && translated(place)) return place;
  }
  return null;
}

/**
 * The name of a zone: its place when `timeZone` is an IANA id Intl has a place for, else
 * `offsetMinutes` (minutes east of UTC, the offset in force at the time shown) as 'UTC±hh:mm'.
 * `language` is the UI's ('en', 'zh', 'zh-CN'...); any other reads as English.
 */
export function zoneName(
  timeZone: string | null | undefined,
  offsetMinutes: number,
  language: string,
  readName: ZoneNameReader = intlZoneName,
): ZoneName {
  const lang = language.toLowerCase().startsWith('zh') ? 'zh' : 'en';
  const id = timeZone?.trim();
  const place = id ? placeOf(id, lang, readName) : null;
  return place ? { place } : { offset: formatUtcOffset(offsetMinutes) };
}

/** The teacher's zone at `at`: its IANA id when valid (spec 9: else tzOffset with the DST window in force). */
export function teacherZoneName(zone: TeacherZone, at: Date, language: string): ZoneName {
  return zoneName(isValidIanaZone(zone.timezone) ? zone.timezone : null, teacherOffsetMinutes(at, zone), language);
}
