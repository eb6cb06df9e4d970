import '@mantine/schedule/styles.layer.css';
import 'dayjs/locale/zh-cn';
import { DayView, WeekView } from '@mantine/schedule';
import { useCallback, useEffectEvent, useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { setWallNow } from '@/lib/time/dayjs-wall-clock';
import type { TeacherZone } from '@/lib/time/zone-offset';
import { scrollMinutes } from '../model/calendar-focus';
import type { CalendarEvent } from '../model/slot';
import { toWallDateTime } from '../model/wall-date';
import { SlotEventBody } from './slot-event-body';
import classes from './week-calendar.module.css';

interface WeekCalendarProps {
  /** The Monday ('YYYY-MM-DD', teacher time) of the week shown. */
  week: string;
  /** On a phone, the one day shown of that week; null: the whole week. */
  day: string | null;
  events: CalendarEvent[];
  zone: TeacherZone;
  /** A click gives the slot's start only; a drag gives its whole range (wall-clock strings). */
  onSelectRange: (start: string, end: string | null) => void;
  onSelectSlot: (slotId: number) => void;
  /**
   * The time of day (minutes) to bring into view; done again whenever `key` changes. `reveal`: the
   * page scrolls too, so the grid itself is on screen (slots just opened, under a clock-change note).
   */
  scroll: { key: string; minutes: number; reveal?: boolean };
}

const INTERVAL_MINUTES = 30;
/** An hour's height: a half-hour row of 28 px on a laptop's week; on a phone's day, 44 px, a finger's target (issue 39). */
const HOUR_PX = { week: 56, day: 88 } as const;

/**
 * @mantine/schedule's WeekView, Monday to Sunday (or its DayView for one day on a phone), fed
 * teacher wall-clock strings: it lays them out as they are, so the grid shows the teacher's clock
 * whatever the browser's zone.
 */
export function WeekCalendar({ week, day, events, zone, onSelectRange, onSelectSlot, scroll }: WeekCalendarProps) {
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
  // Not the calendar's own startScrollTime: it measures the row against the viewport as already
  // scrolled, so StrictMode's second run of its effect (dev only) scrolled back to 00:00, and in the
  // build the row landed under the sticky day header. Two rows measured against each other give
  // the same offset however often this runs.
  const viewportRef = useRef<HTMLDivElement>(null);
  const scrollGrid = useEffectEvent(() => {
    const viewport = viewportRef.current;
    // The grid's rows, marked by the calendar for drag selection: index i starts at i * interval.
    const row = (index: number) => viewport?.querySelector(`[data-drag-slot-index="${index}"]`)?.getBoundingClientRect().top;
    const [top, target] = [row(0), row(scrollMinutes(scroll.minutes, INTERVAL_MINUTES) / INTERVAL_MINUTES)];
    if (!viewport || top === undefined || target === undefined) return;
    viewport.scrollTo({ top: target - top });
    if (scroll.reveal) viewport.scrollIntoView({ block: 'nearest' });
  });
  const view = day ? 'day' : 'week';
  useLayoutEffect(() => scrollGrid(), [scroll.key, view]);
  const teacherNow = useCallback(() => toWallDateTime(new Date(), zone), [zone]);
  // The calendar asks dayjs for "today" while it renders: the teacher's, from the first render on.
  useMemo(() => setWallNow(teacherNow), [teacherNow]);
  const shared = {
    'aria-label': t('calendar.label'),
    events,
    locale: i18n.language === 'zh' ? 'zh-cn' : 'en',
    labels,
    withHeader: false,
    getCurrentTime: teacherNow,
    // The line alone marks "now": its time bubble sat on top of the hour label.
    withCurrentTimeBubble: false,
    intervalMinutes: INTERVAL_MINUTES,
    scrollAreaProps: { mah: 560, viewportRef },
    withDragSlotSelect: true,
    onSlotDragEnd: (start: string, end: string) => onSelectRange(start, end),
    onTimeSlotClick: ({ slotStart }: { slotStart: string }) => onSelectRange(slotStart, null),
    // Every piece of a slot past midnight opens the same slot.
    onEventClick: (event: { payload?: unknown }) => onSelectSlot((event.payload as CalendarEvent['payload']).slotId),
    renderEventBody: SlotEventBody,
  };

  if (day) {
    return (
      <DayView
        date={day}
        withAllDaySlot={false}
        classNames={{ currentTimeIndicator: classes.dayNow }}
        slotHeight={HOUR_PX.day}
        {...shared}
      />
    );
  }
  return (
    <WeekView
      date={week}
      firstDayOfWeek={1}
      // No weekend styling: weekends are ordinary teaching days.
      weekendDays={[]}
      withWeekNumber={false}
      withAllDaySlots={false}
      highlightToday
      slotHeight={HOUR_PX.week}
      {...shared}
    />
  );
}
