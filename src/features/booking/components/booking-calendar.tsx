import { Stack } from '@mantine/core';
import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import { ClockChangeNote } from '@/components/clock-change-note';
import { QueryState } from '@/components/query-state';
import { DaysOffOnDemand } from '@/entities/days-off/components/days-off-on-demand';
import { useNow } from '@/lib/hooks/use-now';
import { useTeacherZone } from '@/lib/session/teacher-zone';
import { useAppointmentGroups } from '../api/get-appointment-groups';
import { useTeacherCourses } from '../api/get-teacher-courses';
import { rangeFromCalendar } from '../model/slot-form';
import { toSlots, type BookingSlot } from '../model/slot';
import { addDays } from '../model/wall-date';
import { bookingWindow, offeredDay, selectableDays } from '../model/week-window';
import { AddSlotDialog, preloadAddSlotForm, type SlotPrefill } from './add-slot-dialog';
import { BookingIntro } from './booking-intro';
import { DayStrip } from './day-strip';
import { SlotDetailsDialog } from './slot-details-dialog';
import { SlotLegend } from './slot-legend';
import { useCalendarEvents } from './use-calendar-events';
import { useWeekPlace } from './use-week-place';
import { WeekBar } from './week-bar';
import { WeekCalendar } from './week-calendar';
import { WeekTools } from './week-tools';
import type { DashboardTabOf } from './week-tools-props';

/**
 * The week calendar of the teacher's slots (this week or next, teacher time) and the ways to change them.
 * Its weeks are My courses' (Monday to Sunday, lib/time/teacher-week.ts): it says its days in the words the
 * tabs say theirs, and where the teacher's classes after its last day are listed.
 */
export function BookingCalendar({ dashboardTabOf }: { dashboardTabOf: DashboardTabOf }) {
  const groups = useAppointmentGroups();
  const courses = useTeacherCourses();
  const zone = useTeacherZone();
  const now = useNow(60_000);
  const limits = useMemo(() => bookingWindow(now, zone), [now, zone]);
  const firstDay = selectableDays(now, zone, limits).min;
  const slots = useMemo(() => toSlots(groups.data ?? []), [groups.data]);
  // What a time off kept as still bookable is settled by the slots open now (issue 47.2), once they are read afresh.
  const openSlotIds = useMemo(() => new Set(slots.filter((s) => !s.booked).map((s) => s.id)), [slots]);
  const courseList = courses.data;
  const courseOf = useCallback(
    (slot: BookingSlot) => courseList?.find((c) => c.id === slot.courseId)?.name ?? slot.groupTitle,
    [courseList],
  );
  const events = useCalendarEvents(slots, zone, courseOf);
  // The add-slot form's code, once the week is on its way (it loads apart: add-slot-dialog.tsx).
  useEffect(() => void preloadAddSlotForm(), []);
  const { week, weekStart, shown, scroll, goTo, showDay, showNew } = useWeekPlace(limits, now, zone, events);
  const [adding, setAdding] = useState<{ prefill: SlotPrefill | null } | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  // Their starts, kept until the dialog has closed: moving the week under a closing dialog made it linger.
  const [opened, setOpened] = useState<number[] | null>(null);

  return (
    <QueryState query={groups}>
      {() => {
        // The tab of My courses that lists the day after the two weeks: More, as the weeks are the tabs' weeks.
        const beyondTab = dashboardTabOf(addDays(limits.lastDay, 1), now, zone);
        const selected: BookingSlot | null = slots.find((slot) => slot.id === selectedId) ?? null;
        return (
          <Stack gap="sm">
            <BookingIntro now={now} lastDay={limits.lastDay} beyondTab={beyondTab} />
            {/* On a phone Add opens on the day shown, or the first day a slot may start on. */}
            <WeekBar
              week={week}
              weekStart={weekStart}
              onWeek={goTo}
              onAdd={() => setAdding({ prefill: shown ? { date: offeredDay(shown, firstDay) } : null })}
            />
            <WeekTools
              slots={slots}
              limits={limits}
              now={now}
              zone={zone}
              firstDay={firstDay}
              courseOf={courseOf}
              dashboardTabOf={dashboardTabOf}
            />
            <DaysOffOnDemand now={now} openSlotIds={groups.isFetching ? undefined : openSlotIds} />
            <ClockChangeNote from={weekStart} to={addDays(weekStart, 6)} />
            <SlotLegend />
            {shown && <DayStrip week={weekStart} value={shown} onChange={showDay} />}
            <WeekCalendar
              week={weekStart}
              day={shown}
              events={events}
              zone={zone}
              onSelectRange={(start, end) => setAdding({ prefill: rangeFromCalendar(start, end) })}
              onSelectSlot={setSelectedId}
              scroll={scroll}
            />
            <AddSlotDialog
              opened={adding !== null}
              prefill={adding?.prefill ?? null}
              existing={slots}
              limits={limits}
              minDate={firstDay}
              now={now}
              zone={zone}
              onCreated={setOpened}
              onClose={() => setAdding(null)}
              onClosed={() => {
                setOpened(null);
                // A transition: the dialog leaves first, the week moves in a render of its own.
                if (opened) startTransition(() => showNew(opened));
              }}
            />
            <SlotDetailsDialog
              slot={selected}
              courseName={selected ? courseOf(selected) : ''}
              zone={zone}
              onClose={() => setSelectedId(null)}
            />
          </Stack>
        );
      }}
    </QueryState>
  );
}
