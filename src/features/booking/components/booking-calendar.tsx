import { ActionIcon, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/error-state';
import { PendingScreen } from '@/components/pending-screen';
import { useNow } from '@/lib/hooks/use-now';
import { useTeacherZone } from '@/lib/session/teacher-zone';
import { formatTeacherTime, teacherOffsetMinutes } from '@/lib/time/teacher-time';
import { useAppointmentGroups } from '../api/get-appointment-groups';
import { useTeacherCourses } from '../api/get-teacher-courses';
import { rangeFromCalendar } from '../model/slot-form';
import { toCalendarEvents, toSlots, type BookingSlot } from '../model/slot';
import { addDays, formatUtcOffset } from '../model/wall-date';
import { bookingWindow, selectableDays } from '../model/week-window';
import { AddSlotDialog, type SlotPrefill } from './add-slot-dialog';
import { SlotDetailsDialog } from './slot-details-dialog';
import { WeekCalendar } from './week-calendar';

const route = getRouteApi('/_shell/yykc');

/** The week calendar of the teacher's slots (this week or next, teacher time) and the ways to change them. */
export function BookingCalendar() {
  const { t } = useTranslation('booking');
  const { week = 'this' } = route.useSearch();
  const navigate = route.useNavigate();
  const groups = useAppointmentGroups();
  const courses = useTeacherCourses();
  const zone = useTeacherZone();
  const now = useNow(60_000);
  const limits = useMemo(() => bookingWindow(now, zone), [now, zone]);
  const slots = useMemo(() => toSlots(groups.data ?? []), [groups.data]);
  const events = useMemo(
    () =>
      toCalendarEvents(slots, zone, (slot) => {
        const time = `${formatTeacherTime(slot.startAt, zone)}–${formatTeacherTime(slot.endAt, zone)}`;
        const names = slot.students.map((s) => s.name).join(', ');
        if (!slot.booked) return t('event.open', { time });
        return names ? t('event.booked', { time, names }) : t('event.bookedNoName', { time });
      }),
    [slots, zone, t],
  );
  const [adding, setAdding] = useState<{ prefill: SlotPrefill | null } | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);

  if (groups.isError) return <ErrorState error={groups.error} onRetry={() => void groups.refetch()} />;
  if (!groups.data) return <PendingScreen />;

  const weekStart = limits.weeks[week];
  const selected: BookingSlot | null = slots.find((slot) => slot.id === selectedId) ?? null;
  const courseName = selected ? (courses.data?.find((c) => c.id === selected.courseId)?.name ?? selected.groupTitle) : '';
  const goTo = (next: 'this' | 'next') => void navigate({ search: { week: next === 'this' ? undefined : next }, replace: true });

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('intro', { offset: formatUtcOffset(teacherOffsetMinutes(now, zone)) })}
      </Text>
      <Group justify="space-between" gap="sm">
        <Group gap="xs" wrap="nowrap">
          <ActionIcon variant="default" size="input-sm" aria-label={t('week.previous')} disabled={week === 'this'} onClick={() => goTo('this')}>
            ‹
          </ActionIcon>
          <Text fw={500} size="sm" aria-live="polite">
            {t(week === 'this' ? 'week.this' : 'week.next')} · {t('week.range', { from: weekStart, to: addDays(weekStart, 6) })}
          </Text>
          <ActionIcon variant="default" size="input-sm" aria-label={t('week.following')} disabled={week === 'next'} onClick={() => goTo('next')}>
            ›
          </ActionIcon>
        </Group>
        <Button onClick={() => setAdding({ prefill: null })}>{t('add')}</Button>
      </Group>
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
      <WeekCalendar
        week={weekStart}
        events={events}
        zone={zone}
        onSelectRange={(start, end) => setAdding({ prefill: rangeFromCalendar(start, end) })}
        onSelectSlot={setSelectedId}
      />
      <AddSlotDialog
        opened={adding !== null}
        prefill={adding?.prefill ?? null}
        existing={slots}
        limits={limits}
        minDate={selectableDays(now, zone, limits).min}
        now={now}
        zone={zone}
        onClose={() => setAdding(null)}
      />
      <SlotDetailsDialog slot={selected} courseName={courseName} zone={zone} onClose={() => setSelectedId(null)} />
    </Stack>
  );
}
