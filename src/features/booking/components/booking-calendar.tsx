import { ActionIcon, Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClockChangeNote } from '@/components/clock-change-note';
import { dayWords } from '@/components/day-words';
import { QueryState } from '@/components/query-state';
import { useZoneLabels } from '@/components/zone-label';
import { useNow } from '@/lib/hooks/use-now';
import { useTeacherZone } from '@/lib/session/teacher-zone';
import { formatTeacherDate } from '@/lib/time/wall-format';
import { useAppointmentGroups } from '../api/get-appointment-groups';
import { useTeacherCourses } from '../api/get-teacher-courses';
import { rangeFromCalendar } from '../model/slot-form';
import { toCalendarEvents, toSlots, type BookingSlot } from '../model/slot';
import { newSlotsPlace, openingMinutes } from '../model/calendar-focus';
import { addDays, toWallDateTime } from '../model/wall-date';
import { bookingWindow, offeredDay, selectableDays, shownDay, type WeekKey } from '../model/week-window';
import { AddSlotDialog, preloadAddSlotForm, type SlotPrefill } from './add-slot-dialog';
import { DayStrip } from './day-strip';
import { KeepDates } from './keep-dates';
import { SlotDetailsDialog } from './slot-details-dialog';
import { rangeTime } from './slot-texts';
import { WeekCalendar } from './week-calendar';
import { WeekTools } from './week-tools';
import type { DashboardTabOf } from './week-tools-props';
import { DaysOffOnDemand } from '@/entities/days-off/components/days-off-on-demand';
import { datesOfWeek } from '@/lib/time/teacher-week';
import { useMediaMatch } from '@/lib/hooks/use-media-match';

const route = getRouteApi('/_shell/yykc');

/**
 * The week calendar of the teacher's slots (this week or next, teacher time) and the ways to change them.
 * Its weeks are My courses' (Monday to Sunday, lib/time/teacher-week.ts): it says its days in the words the
 * tabs say theirs, and where the teacher's classes after its last day are listed.
 */
export function BookingCalendar({ dashboardTabOf }: { dashboardTabOf: DashboardTabOf }) {
  const { t } = useTranslation('booking');
  const { day: dayText, span } = dayWords(t);
  const { week = 'this', day } = route.useSearch();
  const navigate = route.useNavigate();
  const groups = useAppointmentGroups();
  const courses = useTeacherCourses();
  const zone = useTeacherZone();
  const zoneLabels = useZoneLabels();
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
  const events = useMemo(
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
  // The add-slot form's code, once the week is on its way (it loads apart: add-slot-dialog.tsx).
  useEffect(() => void preloadAddSlotForm(), []);
  // Under ~600 px seven columns are too narrow to read: one day at a time.
  const phone = useMediaMatch('(max-width: 37.5em)');
  const [adding, setAdding] = useState<{ prefill: SlotPrefill | null } | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  // Slots just opened, to be shown; otherwise the week (or day) shown opens on its first slot.
  const [focus, setFocus] = useState<{ key: string; minutes: number; reveal: true } | null>(null);
  // Their starts, kept until the dialog has closed: moving the week under a closing dialog made it linger.
  const [opened, setOpened] = useState<number[] | null>(null);

  return (
    <QueryState query={groups}>
      {() => {
        const weekStart = limits.weeks[week];
        // The tab of My courses that lists the day after the two weeks: More, as the weeks are the tabs' weeks.
        const beyondTab = dashboardTabOf(addDays(limits.lastDay, 1), now, zone);
        const shown = phone ? shownDay(weekStart, day, formatTeacherDate(now, zone)) : null;
        const selected: BookingSlot | null = slots.find((slot) => slot.id === selectedId) ?? null;
        const place = (to: WeekKey, date: string | undefined) =>
          void navigate({ search: { week: to === 'this' ? undefined : to, day: date }, replace: true });
        const goTo = (next: WeekKey) => {
          setFocus(null);
          place(next, undefined);
        };
        const showDay = (date: string) => {
          setFocus(null);
          place(week, date);
        };
        const opening = {
          key: `${weekStart} ${shown ?? ''}`,
          minutes: openingMinutes(
            events.map((e) => ({ start: e.start, part: e.payload.part })),
            shown ? [shown] : datesOfWeek(weekStart),
          ),
        };
        const showNew = (starts: number[]) => {
          const there = newSlotsPlace(
            starts.map((ms) => toWallDateTime(new Date(ms), zone)),
            limits.weeks,
            { week, day: shown },
          );
          if (!there) return;
          if (there.week !== week || there.day) place(there.week, there.day ?? shown ?? undefined);
          setFocus({ key: `new ${starts.join(' ')}`, minutes: there.minutes, reveal: true });
        };

        return (
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('intro', { zone: zoneLabels.teacher(now) })}
            </Text>
            {/* "Your classes after 2026-12-13 Sun: My courses › More": after the two weeks, on My courses, one tap away. */}
            <Text size="sm" c="dimmed" mt={-8}>
              <KeepDates text={t('beyond', { day: dayText(limits.lastDay) })} />
              {/* A target of its own on a phone (tap-target), though it ends a sentence: it is where the sentence leads. */}
              <Anchor href={`#/dashboard?tab=${beyondTab}`} size="sm" underline="always" className="tap-target">
                {t('beyondLink', { tab: t(`dashboard:tabs.${beyondTab === 'later' ? 'more' : beyondTab}`) })}
              </Anchor>
            </Text>
            <Group justify="space-between" gap="sm">
              <Group gap="xs" wrap="nowrap">
                <ActionIcon
                  variant="default"
                  size="input-sm"
                  aria-label={t('week.previous')}
                  disabled={week === 'this'}
                  onClick={() => goTo('this')}
                >
                  ‹
                </ActionIcon>
                <Text fw={500} size="sm" aria-live="polite">
                  <KeepDates text={`${t(week === 'this' ? 'week.this' : 'week.next')} · ${span(weekStart, addDays(weekStart, 6))}`} />
                </Text>
                <ActionIcon
                  variant="default"
                  size="input-sm"
                  aria-label={t('week.following')}
                  disabled={week === 'next'}
                  onClick={() => goTo('next')}
                >
                  ›
                </ActionIcon>
              </Group>
              {/* On a phone it opens on the day shown, or the first day a slot may start on. */}
              <Button onClick={() => setAdding({ prefill: shown ? { date: offeredDay(shown, firstDay) } : null })}>{t('add')}</Button>
            </Group>
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
            <Group gap="xs" aria-label={t('legend.label')} role="group">
              <Badge size="sm" variant="light" color="blue">
                {t('legend.open')}
              </Badge>
              <Badge size="sm" variant="filled" color="teal">
                {t('legend.booked')}
              </Badge>
              <Text size="xs" c="dimmed">
                {t('calendar.hint')}
              </Text>
            </Group>
            {shown && <DayStrip week={weekStart} value={shown} onChange={showDay} />}
            <WeekCalendar
              week={weekStart}
              day={shown}
              events={events}
              zone={zone}
              onSelectRange={(start, end) => setAdding({ prefill: rangeFromCalendar(start, end) })}
              onSelectSlot={setSelectedId}
              scroll={focus ?? opening}
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
