import './slot-form-words';
import { Checkbox, List, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { dayWords } from '@/components/day-words';
import type { TeacherZone } from '@/lib/time/zone-offset';
import { cannotOpen, type PreviewRow, windowMiss } from '../model/batch-preview';
import { CONFLICT_KEYS } from '../model/refusal';
import type { BookingWindow } from '../model/week-window';
import { weekdayOf } from '../model/wall-date';
import { wallRange } from '../model/wall-range';
import { KeepDates } from './keep-dates';
import { rangeTime, slotDay } from './slot-texts';

interface BatchPreviewListProps {
  rows: PreviewRow[];
  /** Dates the teacher cleared: those slots are left out of the batch. Null: a single slot, always meant. */
  skipped: string[] | null;
  onToggle: (date: string, include: boolean) => void;
  limits: BookingWindow;
  zone: TeacherZone;
}

/** Every slot the form will open, on the day it starts and with the rules it breaks, before anything is sent. */
export function BatchPreviewList({ rows, skipped, onToggle, limits, zone }: BatchPreviewListProps) {
  const { t } = useTranslation('booking');
  /** Why a day of a weekly batch is left out, said once on its line: "Left out: you are off on Wed 2026-12-09." */
  const leftOutReason = (row: PreviewRow) => {
    // "Left out: 02:30 does not exist on Sun 2027-03-14 (the clock moves forward)." (the copy's gap, rules.gap)
    if (row.gap) return t('slotForm:leftOut.gap', { time: row.gap.startTime, day: slotDay(row.date, t) });
    const after = windowMiss(row, limits, zone);
    if (after) return t('slotForm:leftOut.startsAfter', { day: dayWords(t).day(after) });
    return row.offOn ? t('slotForm:leftOut.timeOff', { day: slotDay(row.offOn, t) }) : t('slotForm:leftOut.tooSoon');
  };
  const headingId = useId();
  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('form.previewEmpty')}
      </Text>
    );
  }
  // A weekly batch leaves out by itself the days that are never opened (their line says why).
  const leftOut = (row: PreviewRow) => skipped !== null && cannotOpen(row);
  const included = rows.filter((row) => !skipped?.includes(row.date) && !leftOut(row)).length;
  return (
    <Stack gap={4}>
      <Text id={headingId} size="sm" fw={500}>
        {t('form.preview', { count: included })}
      </Text>
      {skipped && rows.some((row) => row.conflicts.length > 0 && !leftOut(row)) && (
        <Text size="xs" c="dimmed">
          {t('form.previewHint')}
        </Text>
      )}
      <List listStyleType="none" spacing={4} aria-labelledby={headingId}>
        {rows.map((row) => {
          const range = wallRange(row.startMs, row.endMs, zone);
          // A start the clock skips that day: the times asked for.
          const time = row.gap ? `${row.gap.startTime}–${row.gap.endTime}` : range ? rangeTime(range, t) : '';
          const label = `${t(`common:weekday.${weekdayOf(row.date)}`)} ${row.date} ${time}`;
          const conflicts = row.conflicts.length > 0 ? row.conflicts.map((c) => t(CONFLICT_KEYS[c])).join(' · ') : undefined;
          const out = leftOut(row);
          return (
            <List.Item key={row.date}>
              {skipped ? (
                <Checkbox
                  size="xs"
                  checked={!out && !skipped.includes(row.date)}
                  disabled={out}
                  onChange={(event) => onToggle(row.date, event.currentTarget.checked)}
                  label={<KeepDates text={label} />}
                  aria-label={t('form.include', { date: row.date, time })}
                  // A day left out says why, once; a day the teacher may still clear, the rule it breaks.
                  description={out ? <KeepDates text={leftOutReason(row)} /> : undefined}
                  error={out ? undefined : conflicts}
                />
              ) : (
                <Text size="sm">
                  <KeepDates text={label} />
                </Text>
              )}
            </List.Item>
          );
        })}
      </List>
    </Stack>
  );
}
