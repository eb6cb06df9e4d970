import { notifications } from '@mantine/notifications';
import { createInstance } from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import enCommon from '../../../../locales/en/common.json';
import en from '../../../../locales/en/dashboard.json';
import type { TeacherZone } from '@/lib/time/zone-offset';
import { testClassItem } from '@/entities/classes/model/class-item.fixture';
import { downloadWeeks } from './download-ics';

const NY: TeacherZone = { tzOffset: -5, dstStart: null, dstEnd: null, timezone: 'America/New_York' };
const t = createInstance({ lng: 'en', resources: { en: { dashboard: en, common: enCommon } } });

/** A class of `day` at 14:00 UTC (10:00 New York time in summer, 09:00 in winter). */
const classOn = (id: number, day: string) => testClassItem(id, `${day}T14:00:00.000Z`, `${day}T15:00:00.000Z`);
const JUNE_WEDNESDAY = '2026-06-10T14:10:00.000Z';

describe('downloadWeeks says what the file holds', () => {
  beforeEach(async () => {
    await t.init();
    URL.createObjectURL = vi.fn(() => 'blob:calendar');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it.each([
    { case: 'no class', now: JUNE_WEDNESDAY, items: [], says: 'No class in This Week or Next Week (2026-06-08 Mon to 2026-06-21 Sun).' },
    {
      case: 'one class, a later one left out',
      now: JUNE_WEDNESDAY,
      items: [classOn(1, '2026-06-12'), classOn(2, '2026-07-01')],
      says: '1 class, This Week and Next Week (2026-06-08 Mon to 2026-06-21 Sun); it rings 10 minutes before it starts.',
    },
    {
      case: 'three classes over both weeks',
      now: JUNE_WEDNESDAY,
      items: [classOn(1, '2026-06-11'), classOn(2, '2026-06-15'), classOn(3, '2026-06-21')],
      says: '3 classes, This Week and Next Week (2026-06-08 Mon to 2026-06-21 Sun); each rings 10 minutes before it starts.',
    },
    {
      // Sunday 2027-03-14 the clocks go forward in New York: next week's Sunday is still the 21st.
      case: 'the week of a clock change, Sunday night before it',
      now: '2027-03-15T03:59:00.000Z', // Sunday 2027-03-14 23:59 EDT
      items: [classOn(1, '2027-03-15'), classOn(2, '2027-03-21'), classOn(3, '2027-03-22')],
      says: '2 classes, This Week and Next Week (2027-03-08 Mon to 2027-03-21 Sun); each rings 10 minutes before it starts.',
    },
    {
      // Issue 48.2: on a Saturday the notice names the two whole weeks, Monday to the Sunday after next, as every screen does.
      case: 'Saturday: the two weeks, Monday to the Sunday after next',
      now: '2026-11-28T22:00:00.000Z', // Saturday 2026-11-28 17:00 EST
      items: [classOn(1, '2026-11-29'), classOn(2, '2026-12-06'), classOn(3, '2026-12-07')],
      says: '2 classes, This Week and Next Week (2026-11-23 Mon to 2026-12-06 Sun); each rings 10 minutes before it starts.',
    },
  ])('$case', ({ now, items, says }) => {
    vi.useFakeTimers({ now: new Date(now), toFake: ['Date'] });
    const show = vi.spyOn(notifications, 'show').mockReturnValue('calendar-file');
    downloadWeeks(items, NY, t.t);
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ title: 'Saved my-classes.ics', message: says }));
  });
});
