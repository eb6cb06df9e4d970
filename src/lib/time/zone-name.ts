/**
 * How a time zone is named to the teacher: by its place ("New York", "China"; "纽约", "中国"), or,
 * when there is no place to name, by its offset ("UTC−05:00", "UTC"). The wording around the name
 * ("New York time", "Your time, China") is the catalogues' (common: zone.*).
 *
 * The place is CLDR's generic location name, read from Intl ('shortGeneric' in a locale that has no
 * abbreviations for it: "New York Time", "China Time", "纽约时间") without its "{0} Time" / "{0}时间"
 * frame. Intl names a zone by the country when the country has one zone, else by its city. A zone
 * Intl has no place for ("GMT-5", or an abbreviation such as "CET" in some engines), an id it does
 * not know, and a teacher with only tzOffset and a DST window are named by the offset in force.
 *
 * Pure: the same answer for the same input (Intl's data is fixed for a given engine).
 */

import { isValidIanaZone, teacherOffsetMinutes, type TeacherZone } from './teacher-time';

export type ZoneName = { place: string } | { offset: string };

/** The Intl locale whose generic names are places, and the frame around the place, per UI language. */
const NAMING: Record<'en' | 'zh', { locale: string; frame: RegExp }> = {
  // 'en' (US English) answers "ET" and "PT" for American zones; World English spells them out.
  en: { locale: 'en-001', frame: /^(.+) Time$/ },
  zh: { locale: 'zh', frame: /^(.+)时间$/ },
};

const places = new Map<string, string | null>(); // "language|zone" -> place, null when none

const pad2 = (n: number) => String(n).padStart(2, '0');

/** 'UTC+08:00', 'UTC−05:00' (a minus sign: no line break after it), 'UTC+05:45'; 'UTC' at zero. */
export function formatUtcOffset(minutes: number): string {
  if (!Number.isFinite(minutes) || minutes === 0) return 'UTC';
  const abs = Math.abs(Math.round(minutes));
  return `UTC${minutes < 0 ? '\u2212' : '+'}${pad2(Math.floor(abs / 60))}:${pad2(abs % 60)}`;
}

function placeOf(timeZone: string, language: 'en' | 'zh'): string | null {
  const key = `${language}|${timeZone}`;
  let place = places.get(key);
  if (place === undefined) {
    const { locale, frame } = NAMING[language];
    try {
      const parts = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'shortGeneric' }).formatToParts(0);
      place = frame.exec(parts.find((p) => p.type === 'timeZoneName')?.value ?? '')?.[1]?.trim() || null;
    } catch {
      place = null; // an id this engine does not know
    }
    places.set(key, place);
  }
  return place;
}

/**
 * The name of a zone: its place when `timeZone` is an IANA id Intl has a place for, else
 * `offsetMinutes` (minutes east of UTC, the offset in force at the time shown) as 'UTC±hh:mm'.
 * `language` is the UI's ('en', 'zh', 'zh-CN'...); any other reads as English.
 */
export function zoneName(timeZone: string | null | undefined, offsetMinutes: number, language: string): ZoneName {
  const lang = language.toLowerCase().startsWith('zh') ? 'zh' : 'en';
  const id = timeZone?.trim();
  const place = id ? placeOf(id, lang) : null;
  return place ? { place } : { offset: formatUtcOffset(offsetMinutes) };
}

/** The teacher's zone at `at`: its IANA id when valid (spec 9: else tzOffset with the DST window in force). */
export function teacherZoneName(zone: TeacherZone, at: Date, language: string): ZoneName {
  return zoneName(isValidIanaZone(zone.timezone) ? zone.timezone : null, teacherOffsetMinutes(at, zone), language);
}
