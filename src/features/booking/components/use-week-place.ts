import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useMediaMatch } from '@/lib/hooks/use-media-match';
import { formatTeacherDate } from '@/lib/time/wall-format';
import { datesOfWeek } from '@/lib/time/teacher-week';
import type { TeacherZone } from '@/lib/time/zone-offset';
import { newSlotsPlace, openingMinutes } from '../model/calendar-focus';
import type { CalendarEvent } from '../model/slot';
import { toWallDateTime } from '../model/wall-date';
import { shownDay, type BookingWindow, type WeekKey } from '../model/week-window';

const route = getRouteApi('/_shell/yykc');

/**
 * Where Book a class is: the week (and on a phone the day) in its link, and the hour the grid scrolls to, which is the
 * first slot shown, or slots just opened.
 */
export function useWeekPlace(limits: BookingWindow, now: Date, zone: TeacherZone, events: readonly CalendarEvent[]) {
  const { week = 'this', day } = route.useSearch();
  const navigate = route.useNavigate();
  // Under ~600 px seven columns are too narrow to read: one day at a time.
  const phone = useMediaMatch('(max-width: 37.5em)');
  // Slots just opened, to be shown; otherwise the week (or day) shown opens on its first slot.
  const [focus, setFocus] = useState<{ key: string; minutes: number; reveal: true } | null>(null);

  const weekStart = limits.weeks[week];
  const shown = phone ? shownDay(weekStart, day, formatTeacherDate(now, zone)) : null;
  const place = (to: WeekKey, date: string | undefined) =>
    void navigate({ search: { week: to === 'this' ? undefined : to, day: date }, replace: true });
  const opening = {
    key: `${weekStart} ${shown ?? ''}`,
    minutes: openingMinutes(
      events.map((e) => ({ start: e.start, part: e.payload.part })),
      shown ? [shown] : datesOfWeek(weekStart),
    ),
  };

  return {
    week,
    weekStart,
    /** The day a phone shows, else null (the whole week). */
    shown,
    scroll: focus ?? opening,
    goTo: (next: WeekKey) => {
      setFocus(null);
      place(next, undefined);
    },
    showDay: (date: string) => {
      setFocus(null);
      place(week, date);
    },
    /** Moves to the slots just opened (their starts), where they are. */
    showNew: (starts: number[]) => {
      const there = newSlotsPlace(
        starts.map((ms) => toWallDateTime(new Date(ms), zone)),
        limits.weeks,
        { week, day: shown },
      );
      if (!there) return;
      if (there.week !== week || there.day) place(there.week, there.day ?? shown ?? undefined);
      setFocus({ key: `new ${starts.join(' ')}`, minutes: there.minutes, reveal: true });
    },
  };
}
