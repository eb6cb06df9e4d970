import { Checkbox, List, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeacherZone } from '@/lib/time/zone-offset';
import type { PreviewRow } from '../model/batch-preview';
import { CONFLICT_KEYS } from '../model/refusal';
import { weekdayOf } from '../model/wall-date';
import { wallRange } from '../model/wall-range';
import { rangeTime } from './slot-texts';

interface BatchPreviewListProps {
  rows: PreviewRow[];
  /** Dates the teacher cleared: those slots are left out of the batch. Null: a single slot, always meant. */
  skipped: string[] | null;
  onToggle: (date: string, include: boolean) => void;
  zone: TeacherZone;
}

/** Every slot the form will open, on the day it starts and with the rules it breaks, before anything is sent. */
export function BatchPreviewList({ rows, skipped, onToggle, zone }: BatchPreviewListProps) {
  const { t } = useTranslation('booking');
  const headingId = useId();
  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('form.previewEmpty')}
      </Text>
    );
  }
  const included = rows.filter((row) => !skipped?.includes(row.date)).length;
  return (
    <Stack gap={4}>
      <Text id={headingId} size="sm" fw={500}>
        {t('form.preview', { count: included })}
      </Text>
      {skipped && rows.some((row) => row.conflicts.length > 0) && (
        <Text size="xs" c="dimmed">
          {t('form.previewHint')}
        </Text>
      )}
      <List listStyleType="none" spacing={4} aria-labelledby={headingId}>
        {rows.map((row) => {
          const range = wallRange(row.startMs, row.endMs, zone);
          const time = range ? rangeTime(range, t) : '';
          const label = `${t(`common:weekday.${weekdayOf(row.date)}`)} ${row.date} ${time}`;
          const conflicts = row.conflicts.length > 0 ? row.conflicts.map((c) => t(CONFLICT_KEYS[c])).join(' · ') : undefined;
          return (
            <List.Item key={row.date}>
              {skipped ? (
                <Checkbox
                  size="xs"
                  checked={!skipped.includes(row.date)}
                  onChange={(event) => onToggle(row.date, event.currentTarget.checked)}
                  label={label}
                  aria-label={t('form.include', { date: row.date, time })}
                  error={conflicts}
                />
              ) : (
                <Text size="sm">{label}</Text>
              )}
            </List.Item>
          );
        })}
      </List>
    </Stack>
  );
}
