import { Card, Group, Stack, Text } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useZoneLabels } from '@/components/zone-label';
import { useTeacherZone } from '@/lib/session/teacher-zone';
import { parseInstantMs } from '@/lib/time/instant';
import { formatTeacherDate, formatTeacherTime, isSameTeacherDay } from '@/lib/time/wall-format';
import type { ClassSummaryData } from '../model/class-detail';
import { ENTER_EARLY_MS, type PhaseInput } from '../model/class-phase';
import { waitingRoomView } from '../model/waiting-room-view';
import { ClassSummary } from './class-summary';
import { EnterClassroomButton } from './enter-classroom-button';
import { useClassClock } from './use-class-clock';

/**
 * The End class control, supplied by the route (it is the dashboard's action). Rendered only while
 * the class is in progress by the host's clock: the one phase in which ending it can succeed.
 */
export type EndClassSlot = (props: { classId: number; onEnded: () => void }) => ReactNode;

/**
 * What the route shows beside the class (features meet there): before and during it, the brief of
 * its students; once it is over, the checklist of what is left to do.
 */
export interface ClassCompanion {
  brief: (props: { classId: number; studentIds: number[] }) => ReactNode;
  checklist: (props: { classId: number; title: string }) => ReactNode;
}

interface WaitingRoomCardProps {
  classId: number;
  summary: ClassSummaryData;
  cls: PhaseInput;
  /** Host clock minus local clock; 0 when only the local clock is known. */
  clockOffsetMs: number;
  endClass: EndClassSlot;
  onEnded: () => void;
  /**
   * The class as last known, the host out of reach: the id of the text that says so. Enter and End
   * need the host, so Enter is unavailable (described by that text) and End is not offered.
   */
  unreachableBecause?: string;
  companion: ClassCompanion;
}

/** One state per phase: before, a countdown and the way in; during, the way in and End; after, the checklist. */
export function WaitingRoomCard({
  classId,
  summary,
  cls,
  clockOffsetMs,
  endClass,
  onEnded,
  unreachableBecause,
  companion,
}: WaitingRoomCardProps) {
  const { t } = useTranslation('classroom');
  const { phase, countdown, hostNowMs } = useClassClock(cls, clockOffsetMs);
  const view = waitingRoomView(phase, cls.ended);
  const phaseId = useId();
  const opensAt = useOpensAt(cls.startAt, hostNowMs);
  const enterUnavailableBecause = unreachableBecause ?? (view.enter === 'later' ? phaseId : undefined);
  const end = view.end && !unreachableBecause;

  return (
    <>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <ClassSummary cls={summary} />
          <Stack gap={2} align="center" py="sm">
            {view.countdown && (
              <>
                <Text size="sm" c="dimmed" id="countdown-label">
                  {t('countdownLabel')}
                </Text>
                {/* role=timer is not announced on every tick; its label says what it counts. */}
                <Text role="timer" aria-labelledby="countdown-label" fz={40} fw={700} ff="monospace" lh={1.1} ta="center">
                  {/* Beyond a day the days come first, smaller, so "34 days 19:01:45" fits a phone. */}
                  {countdown.days > 0 && (
                    <>
                      <Text span inherit fz={28}>
                        {t('countdownDays', { count: countdown.days })}
                      </Text>{' '}
                    </>
                  )}
                  {countdown.clock}
                </Text>
              </>
            )}
            <Text
              id={phaseId}
              size={view.countdown ? 'sm' : 'md'}
              fw={view.countdown ? undefined : 600}
              c={view.status === 'open' || view.status === 'in-progress' ? 'teal' : 'dimmed'}
              ta="center"
            >
              {t(`phase.${view.status}`, opensAt)}
            </Text>
          </Stack>
          {(view.enter || end) && (
            <Group gap="xs" wrap="wrap" justify="center">
              {/* Unavailable before the window or without the host, described by why (and when it opens). */}
              {view.enter && (
                <EnterClassroomButton
                  classId={classId}
                  cls={cls}
                  clockOffsetMs={clockOffsetMs}
                  size="md"
                  unavailableBecause={enterUnavailableBecause}
                />
              )}
              {end && endClass({ classId, onEnded })}
            </Group>
          )}
          {view.afterClass && companion.checklist({ classId, title: summary.title })}
        </Stack>
      </Card>
      {!view.afterClass && companion.brief({ classId, studentIds: summary.students.map((s) => s.id) })}
    </>
  );
}

/** When the classroom opens, in teacher time and named: "12:45", or "2026-06-17 12:45" on another day. */
function useOpensAt(startAt: string, hostNowMs: number): { when: string; zone: string } {
  const zone = useTeacherZone();
  const { teacher } = useZoneLabels();
  const opens = new Date(parseInstantMs(startAt) - ENTER_EARLY_MS);
  if (Number.isNaN(opens.getTime())) return { when: '', zone: '' };
  const time = formatTeacherTime(opens, zone);
  return {
    when: isSameTeacherDay(opens, new Date(hostNowMs), zone) ? time : `${formatTeacherDate(opens, zone)} ${time}`,
    zone: teacher(opens),
  };
}
