import './week-tools-words';
import { Alert, Button, Checkbox, Group, List, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useZoneLabels } from '@/components/zone-label';
import { useSessionStore } from '@/lib/session/session-store';
import type { TeacherZone } from '@/lib/time/zone-offset';
import { canSend, pastUnseen, planCopyWeek, type CopyLine } from '../model/copy-week';
import { CONFLICT_KEYS } from '../model/refusal';
import type { BookingSlot } from '../model/slot';
import { splitWallDateTime, toWallDateTime } from '../model/wall-date';
import { wallRange } from '../model/wall-range';
import type { BookingWindow } from '../model/week-window';
import { BatchResult } from './batch-result';
import { BatchSending } from './batch-sending';
import { KeepDates } from './keep-dates';
import { rangeWhen, slotDay } from './slot-texts';
import type { DialogPartProps } from './week-tools-props';
import { useCopyBatch } from './use-copy-batch';
import { useOffSpans } from './use-off-spans';

export interface CopyWeekReviewProps extends DialogPartProps {
  slots: BookingSlot[];
  limits: BookingWindow;
  now: Date;
  zone: TeacherZone;
  courseOf: (slot: BookingSlot) => string;
}

/** Issue 41: this week's slots proposed for next week, reviewed line by line, sent once, answered slot by slot. */
export function CopyWeekReview({ slots, limits, now, zone, courseOf, onClose, held }: CopyWeekReviewProps) {
  const { t } = useTranslation('booking');
  const { teacher } = useZoneLabels();
  const email = useSessionStore((s) => s.session?.actingAs?.email || s.session?.email || '');
  // Her time off on this device: a copy into it is skipped, with its day (issue 47.1).
  const off = useOffSpans(zone);
  const plan = useMemo(() => planCopyWeek(slots, limits.weeks.this, zone, now, limits, off), [slots, limits, zone, now, off]);
  // The lines left out (unticked), by source slot id.
  const form = useForm<{ left: number[] }>({ initialValues: { left: [] } });
  const { left } = form.values;
  const batch = useCopyBatch();

  const when = (ms: { startMs: number; endMs: number }, range = wallRange(ms.startMs, ms.endMs, zone)) =>
    range ? `${rangeWhen(range, t)} ${teacher(new Date(ms.startMs))}` : '';
  // The copy's wall times: for a start the clock skips, the times asked for.
  const label = (line: CopyLine) => `${when(line, line.wall)} · ${courseOf(line.source)}`;
  const today = splitWallDateTime(toWallDateTime(now, zone))!;
  const chosen = plan.filter((line) => canSend(line) && !left.includes(line.source.id));

  if (batch.sending) return <BatchSending count={batch.sending.input.lines.length} verb="open" held={held === batch.sending.id} />;
  const sent = batch.result;
  if (sent) {
    return (
      <BatchResult
        verb="open"
        lines={sent.lines.map((line, i) => ({ key: line.source.id, label: label(line), outcome: sent.outcomes[i]! }))}
        // Back to the review: the week read again says what is left to open.
        onTryAgain={batch.dismiss}
        onDone={onClose}
      />
    );
  }

  const groups = {
    toOpen: plan.filter(canSend),
    skipped: plan.filter((l) => l.verdict === 'timeOff' || l.verdict === 'exists' || l.verdict === 'overlap'),
    refused: plan.filter(
      (l) => l.verdict === 'tooSoon' || l.verdict === 'outsideWindow' || l.verdict === 'noCourse' || l.verdict === 'gap',
    ),
  };
  // Each line's real cause: the same slot; an overlap, with what it overlaps (its course too); the window only for a
  // start outside it; a start the clock skips that day.
  const why = (line: CopyLine) => {
    if (line.verdict === 'timeOff' && line.offOn) return t(CONFLICT_KEYS.timeOff, { day: slotDay(line.offOn, t) });
    if (line.verdict === 'gap') return t('rules.gap', { time: line.wall.startTime, day: slotDay(line.date, t) });
    if (line.verdict === 'exists') return t('weekTools:copy.exists');
    if (line.verdict === 'overlap' && line.meets)
      return `${t(CONFLICT_KEYS.overlap)}${t('common:colon')}${t(line.meets.booked ? 'weekTools:copy.overlapsBooked' : 'weekTools:copy.overlapsOpen', { when: `${when(line.meets)} · ${courseOf(line.meets)}` })}`;
    return t(line.verdict === 'noCourse' ? 'rules.noCourse' : CONFLICT_KEYS[line.verdict as 'tooSoon' | 'outsideWindow']);
  };

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('weekTools:copy.intro', { zone: teacher(new Date(limits.startMs)) })}
      </Text>
      {/* The week was read with its ended slots; when none came back, the days they would be on are named. */}
      {pastUnseen(slots, limits, now) && (
        <Text size="sm" c="dimmed">
          <KeepDates
            text={t('weekTools:copy.pastUnseen', { from: slotDay(limits.weeks.this, t), to: `${slotDay(today.date, t)} ${today.time}` })}
          />
        </Text>
      )}
      {plan.length === 0 && <Text size="sm">{t('weekTools:copy.empty')}</Text>}
      {groups.toOpen.length > 0 && (
        <Checkbox.Group
          label={t('weekTools:copy.toOpen', { count: chosen.length })}
          value={groups.toOpen.filter((l) => !left.includes(l.source.id)).map((l) => String(l.source.id))}
          onChange={(ids) =>
            form.setFieldValue(
              'left',
              groups.toOpen.map((l) => l.source.id).filter((id) => !ids.includes(String(id))),
            )
          }
        >
          <Stack gap={6} mt={6}>
            {groups.toOpen.map((line) => (
              <Checkbox key={line.source.id} value={String(line.source.id)} label={<KeepDates text={label(line)} />} />
            ))}
          </Stack>
        </Checkbox.Group>
      )}
      {(['skipped', 'refused'] as const).map(
        (kind) =>
          groups[kind].length > 0 && (
            <Stack key={kind} gap={4}>
              <Text size="sm" fw={500}>
                {t(`weekTools:copy.${kind}`, { count: groups[kind].length })}
              </Text>
              <List listStyleType="none" spacing={4}>
                {groups[kind].map((line) => (
                  <List.Item key={line.source.id}>
                    <Text size="sm">
                      <KeepDates text={label(line)} />
                    </Text>
                    <Text size="xs" c={kind === 'refused' ? 'red.8' : 'dimmed'}>
                      <KeepDates text={why(line)} />
                    </Text>
                  </List.Item>
                ))}
              </List>
            </Stack>
          ),
      )}
      {groups.toOpen.length > 0 && chosen.length === 0 && (
        <Alert color="gray" variant="light">
          {t('weekTools:copy.nothingChosen')}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {t('common:cancel')}
        </Button>
        <Button onClick={() => chosen.length > 0 && void batch.send({ lines: chosen, email })} disabled={chosen.length === 0}>
          {t('weekTools:copy.confirm', { count: chosen.length })}
        </Button>
      </Group>
    </Stack>
  );
}
