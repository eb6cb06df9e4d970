import { describe, expect, it, vi } from 'vitest';
import type { TeacherZone } from './zone-offset';
import {
  formatUtcOffset,
  intlZoneName,
  primeZoneNames,
  teacherZoneName,
  zoneName,
  zoneNamesRead,
  type ZoneName,
  type ZoneNameReader,
} from './zone-name';

describe('zoneName', () => {
  it.each<[string | null | undefined, number, string, ZoneName]>([
    ['America/New_York', -240, 'en', { place: 'New York' }],
    ['America/New_York', -240, 'zh', { place: '纽约' }],
    ['America/New_York', -300, 'en-US', { place: 'New York' }], // not "ET": the place, in any English
    ['Asia/Shanghai', 480, 'en', { place: 'China' }], // a country with one zone is named by the country
    ['Asia/Shanghai', 480, 'zh-CN', { place: '中国' }],
    ['America/Los_Angeles', -420, 'en', { place: 'Los Angeles' }],
    ['Europe/London', 60, 'zh', { place: '英国' }],
    ['America/Indiana/Knox', -300, 'en', { place: 'Knox, Indiana' }],
    [' Asia/Kolkata ', 330, 'en', { place: 'India' }], // spaces around an id are not part of it
    // UTC has no place: its offset names it, as "UTC".
    ['Etc/UTC', 0, 'en', { offset: 'UTC' }],
    ['Etc/UTC', 0, 'zh', { offset: 'UTC' }],
    // A zone Intl cannot name by a place ("GMT-5"): the offset.
    ['Etc/GMT+5', -300, 'en', { offset: 'UTC\u221205:00' }],
    ['Etc/GMT-14', 840, 'zh', { offset: 'UTC+14:00' }],
    // An id this engine does not know, or none: the offset given.
    ['Mars/Olympus_Mons', -300, 'en', { offset: 'UTC\u221205:00' }],
    [null, 345, 'en', { offset: 'UTC+05:45' }],
    [undefined, -210, 'zh', { offset: 'UTC\u221203:30' }],
    ['', 480, 'en', { offset: 'UTC+08:00' }],
    // Any language other than Chinese reads as English.
    ['America/New_York', -240, 'fr', { place: 'New York' }],
  ])('%s (%i min, %s) -> %o', (timeZone, offset, language, expected) => {
    expect(zoneName(timeZone, offset, language)).toEqual(expected);
  });
});

describe('zoneName in an engine without translated city names (Chromium)', () => {
  // What Debian's Chromium 156 answers (`locale|style|zone`); anything else: an unknown zone.
  const CHROMIUM: Record<string, string> = {
    'zh|shortGeneric|America/New_York': 'New York时间',
    'zh|longGeneric|America/New_York': '北美东部时间',
    'zh|shortGeneric|Australia/Sydney': 'Sydney时间',
    'zh|longGeneric|Australia/Sydney': '澳大利亚东部标准时间',
    'zh|shortGeneric|Asia/Shanghai': '中国时间',
    'zh|shortGeneric|Etc/GMT+5': 'GMT-5',
    'zh|longGeneric|Etc/GMT+5': 'GMT-05:00',
    'en-001|shortGeneric|America/New_York': 'New York Time',
    'en-001|shortGeneric|Australia/Sydney': 'Sydney Time',
  };
  const chromium: ZoneNameReader = (zone, locale, style) => CHROMIUM[`${locale}|${style}|${zone}`] ?? null;
  // An engine that abbreviates even in World English.
  const abbreviating: ZoneNameReader = (_, __, style) => (style === 'shortGeneric' ? 'ET' : 'Eastern Time');

  it.each<[string, string, ZoneNameReader, ZoneName]>([
    ['America/New_York', 'zh', chromium, { place: '北美东部' }], // never "New York" inside Chinese
    ['Australia/Sydney', 'zh', chromium, { place: '澳大利亚东部' }], // no generic name: "standard" left out
    ['Asia/Shanghai', 'zh', chromium, { place: '中国' }],
    ['Etc/GMT+5', 'zh', chromium, { offset: 'UTC\u221205:00' }],
    ['America/New_York', 'en', chromium, { place: 'New York' }],
    ['Asia/Tokyo', 'en', chromium, { offset: 'UTC+09:00' }], // unknown to this engine
    ['America/New_York', 'en', abbreviating, { place: 'Eastern' }],
  ])('%s in %s', (zone, language, reader, expected) => {
    const offset =
      { 'America/New_York': -240, 'Australia/Sydney': 600, 'Asia/Shanghai': 480, 'Etc/GMT+5': -300, 'Asia/Tokyo': 540 }[zone] ?? 0;
    expect(zoneName(zone, offset, language, reader)).toEqual(expected);
  });
});

describe('teacherZoneName', () => {
  const legacyNy: TeacherZone = { tzOffset: -5, dstStart: '2026-03-08', dstEnd: '2026-11-01', timezone: null };
  const SUMMER = new Date('2026-06-10T14:10:00Z');
  const WINTER = new Date('2026-01-10T14:10:00Z');

  it.each<[string, TeacherZone, Date, string, ZoneName]>([
    [
      'an IANA zone: its place',
      { tzOffset: -5, dstStart: null, dstEnd: null, timezone: 'America/New_York' },
      SUMMER,
      'en',
      { place: 'New York' },
    ],
    ['only tzOffset and a DST window, inside it: the offset in force', legacyNy, SUMMER, 'en', { offset: 'UTC\u221204:00' }],
    ['only tzOffset and a DST window, outside it', legacyNy, WINTER, 'zh', { offset: 'UTC\u221205:00' }],
    [
      'a DST window ending at that very instant: standard time',
      legacyNy,
      new Date('2026-11-01T05:00:00Z'),
      'en',
      { offset: 'UTC\u221205:00' },
    ],
    [
      'an unknown IANA id falls back to tzOffset',
      { tzOffset: 8, dstStart: null, dstEnd: null, timezone: 'Asia/Atlantis' },
      SUMMER,
      'en',
      { offset: 'UTC+08:00' },
    ],
    ['a half-hour offset', { tzOffset: 5.5, dstStart: null, dstEnd: null, timezone: null }, SUMMER, 'en', { offset: 'UTC+05:30' }],
    ['offset 0 without a zone: UTC', { tzOffset: 0, dstStart: null, dstEnd: null, timezone: null }, SUMMER, 'zh', { offset: 'UTC' }],
  ])('%s', (_, zone, at, language, expected) => {
    expect(teacherZoneName(zone, at, language)).toEqual(expected);
  });
});

describe('formatUtcOffset', () => {
  it.each<[number, string]>([
    [480, 'UTC+08:00'],
    [-300, 'UTC\u221205:00'],
    [0, 'UTC'],
    [345, 'UTC+05:45'],
    [-210, 'UTC\u221203:30'],
    [-0, 'UTC'],
    [Number.NaN, 'UTC'],
  ])('%d min -> %s', (minutes, text) => {
    expect(formatUtcOffset(minutes)).toBe(text);
  });
});

describe('names kept for a later page', () => {
  it('what was read is given back, and primed names answer without building an Intl formatter', () => {
    intlZoneName('Asia/Shanghai', 'en-001', 'shortGeneric');
    const kept = zoneNamesRead();
    expect(kept).toContainEqual(['en-001|shortGeneric|Asia/Shanghai', 'China Time']);
    primeZoneNames([
      ['en-001|shortGeneric|Test/Kept', 'Kept City Time'],
      ['zh|shortGeneric|Test/Gone', null],
      ['bad', 42 as unknown as string], // not a name: ignored
    ]);
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    expect(intlZoneName('Test/Kept', 'en-001', 'shortGeneric')).toBe('Kept City Time');
    expect(intlZoneName('Test/Gone', 'zh', 'shortGeneric')).toBeNull();
    expect(built).not.toHaveBeenCalled();
    expect(intlZoneName('Test/Unknown', 'en-001', 'shortGeneric')).toBeNull(); // asked: not known here
    expect(built).toHaveBeenCalled();
    built.mockRestore();
  });
});
