import '@mantine/schedule/styles.layer.css';
import 'dayjs/locale/zh-cn';
import { VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { WeekView, type ScheduleEventData } from '@mantine/schedule';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeacherZone } from '@/lib/time/teacher-time';
import type { CalendarEvent } from '../model/slot';
import { toWallDateTime } from '../model/wall-date';
import classes from './week-calendar.module.css';

interface WeekCalendarProps {
  /** The Sunday ('YYYY-MM-DD', teacher time) of the week shown. */
  week: string;
  events: CalendarEvent[];
  zone: TeacherZone;
  /** A click gives the slot's start only; a drag gives its whole range (wall-clock strings). */
  onSelectRange: (start: string, end: string | null) => void;
  onSelectSlot: (slotId: number) => void;
}

/**
 * @mantine/schedule's WeekView, Sunday to Saturday, fed teacher wall-clock strings: it lays them
 * out as they are, so the grid shows the teacher's clock whatever the browser's zone.
 */
export function WeekCalendar({ week, events, zone, onSelectRange, onSelectSlot }: WeekCalendarProps) {
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
  const phone = useMediaQuery('(max-width: 36em)');

  return (
    <WeekView
      className={classes.calendar}
      classNames={{ weekViewSlotLabel: classes.slotLabel, weekViewDayLabel: classes.dayLabel }}
      aria-label={t('calendar.label')}
      date={week}
      events={events}
      firstDayOfWeek={0}
      // No weekend styling: weekends are ordinary teaching days.
      weekendDays={[]}
      locale={i18n.language === 'zh' ? 'zh-cn' : 'en'}
      labels={labels}
      withHeader={false}
      withWeekNumber={false}
      withAllDaySlots={false}
      highlightToday
      getCurrentTime={teacherNow}
      intervalMinutes={30}
      slotHeight={56}
      startScrollTime="07:00:00"
      scrollAreaProps={{ mah: 560 }}
      withDragSlotSelect
      onSlotDragEnd={(start, end) => onSelectRange(start, end)}
      onTimeSlotClick={({ slotStart }) => onSelectRange(slotStart, null)}
      onEventClick={(event) => onSelectSlot(Number(event.id))}
      renderEventBody={phone ? compactBody : undefined}
    />
  );
}

/** Phones: a column is 40 px wide, so an event shows its start time; its full title stays its name. */
function compactBody(event: ScheduleEventData) {
  const start = typeof event.start === 'string' ? event.start.slice(11, 16) : '';
  return (
    <>
      <span aria-hidden>{start}</span>
      <VisuallyHidden>{event.title}</VisuallyHidden>
    </>
  );
}
