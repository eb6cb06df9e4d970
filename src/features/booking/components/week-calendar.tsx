import '@mantine/schedule/styles.layer.css';
import 'dayjs/locale/zh-cn';
import { DayView, WeekView } from '@mantine/schedule';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeacherZone } from '@/lib/time/teacher-time';
import type { CalendarEvent } from '../model/slot';
import { toWallDateTime } from '../model/wall-date';
import { SlotEventBody } from './slot-event-body';
import classes from './week-calendar.module.css';

interface WeekCalendarProps {
  /** The Sunday ('YYYY-MM-DD', teacher time) of the week shown. */
  week: string;
  /** On a phone, the one day shown of that week; null: the whole week. */
  day: string | null;
  events: CalendarEvent[];
  zone: TeacherZone;
  /** A click gives the slot's start only; a drag gives its whole range (wall-clock strings). */
  onSelectRange: (start: string, end: string | null) => void;
  onSelectSlot: (slotId: number) => void;
}

/**
 * @mantine/schedule's WeekView, Sunday to Saturday (or its DayView for one day on a phone), fed
 * teacher wall-clock strings: it lays them out as they are, so the grid shows the teacher's clock
 * whatever the browser's zone.
 */
export function WeekCalendar({ week, day, events, zone, onSelectRange, onSelectSlot }: WeekCalendarProps) {
  const { t, i18n } = useTranslation('booking');
  const labels = useMemo(
    () => ({
      timeSlot: t('calendar.timeSlot'),
      weekday: t('calendar.weekday'),
      allDay: t('calendar.allDay'),
      week: t('calendar.week'),
      today: t('calendar.today'),
      previous: t('calendar.previous'),
      next: t('calendar.next'),
      noEvents: t('calendar.noEvents'),
    }),
    [t],
  );
  const teacherNow = useCallback(() => toWallDateTime(new Date(), zone), [zone]);
  const shared = {
    'aria-label': t('calendar.label'),
    events,
    locale: i18n.language === 'zh' ? 'zh-cn' : 'en',
    labels,
    withHeader: false,
    getCurrentTime: teacherNow,
    // The line alone marks "now": its time bubble sat on top of the hour label.
    withCurrentTimeBubble: false,
    intervalMinutes: 30,
    slotHeight: 56,
    startScrollTime: '07:00:00',
    scrollAreaProps: { mah: 560 },
    withDragSlotSelect: true,
    onSlotDragEnd: (start: string, end: string) => onSelectRange(start, end),
    onTimeSlotClick: ({ slotStart }: { slotStart: string }) => onSelectRange(slotStart, null),
    // Every piece of a slot past midnight opens the same slot.
    onEventClick: (event: { payload?: unknown }) => onSelectSlot((event.payload as CalendarEvent['payload']).slotId),
    renderEventBody: SlotEventBody,
  };

  if (day) return <DayView date={day} withAllDaySlot={false} classNames={{ currentTimeIndicator: classes.dayNow }} {...shared} />;
  return (
    <WeekView
      date={week}
      firstDayOfWeek={0}
      // No weekend styling: weekends are ordinary teaching days.
      weekendDays={[]}
      withWeekNumber={false}
      withAllDaySlots={false}
      highlightToday
      {...shared}
    />
  );
}
