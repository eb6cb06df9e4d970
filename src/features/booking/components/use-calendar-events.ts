import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeacherZone } from '@/lib/time/zone-offset';
import { toCalendarEvents, type BookingSlot, type CalendarEvent } from '../model/slot';
import { rangeTime } from './slot-texts';

/** The week calendar's events: each slot's time, course and students in words, a piece after midnight saying what it continues. */
export function useCalendarEvents(
  slots: readonly BookingSlot[],
  zone: TeacherZone,
  courseOf: (slot: BookingSlot) => string,
): CalendarEvent[] {
  const { t } = useTranslation('booking');
  return useMemo(
    () =>
      toCalendarEvents(slots, zone, (slot, range, part) => {
        const course = courseOf(slot);
        const time = rangeTime(range, t);
        const names = slot.students.map((s) => s.name).join(', ');
        const title = !slot.booked
          ? t('event.open', { time, course })
          : names
            ? t('event.booked', { time, course, names })
            : t('event.bookedNoName', { time, course });
        // The piece after midnight says what it continues, so a teacher never reads it as a slot of its own.
        if (part !== 'continued') return { course, time, title };
        const end = range.days > 1 ? `${range.endDate} ${range.endTime}` : range.endTime;
        return { course, time: t('event.continuedTime', { end }), title: t('event.continued', { title }) };
      }),
    [slots, zone, t, courseOf],
  );
}
