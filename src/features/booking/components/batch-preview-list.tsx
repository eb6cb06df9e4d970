import { Checkbox, List, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTeacherTime, type TeacherZone } from '@/lib/time/teacher-time';
import type { PreviewRow } from '../model/batch-preview';
import { CONFLICT_KEYS } from '../model/refusal';
import { weekdayOf } from '../model/wall-date';

interface BatchPreviewListProps {
  rows: PreviewRow[];
  /** Dates the teacher cleared: those slots are left out of the batch. */
  skipped: string[];
  onToggle: (date: string, include: boolean) => void;
  zone: TeacherZone;
}

/** Every slot a weekly pattern will open, each with the rules it breaks, before anything is sent. */
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
  const included = rows.filter((row) => !skipped.includes(row.date)).length;
  return (
    <Stack gap={4}>
      <Text id={headingId} size="sm" fw={500}>
        {t('form.preview', { count: included })}
      </Text>
      {rows.some((row) => row.conflicts.length > 0) && (
        <Text size="xs" c="dimmed">
          {t('form.previewHint')}
        </Text>
      )}
      <List listStyleType="none" spacing={4} aria-labelledby={headingId}>
        {rows.map((row) => {
          const time = `${formatTeacherTime(new Date(row.startMs), zone)}–${formatTeacherTime(new Date(row.endMs), zone)}`;
          const label = `${t(`common:weekday.${weekdayOf(row.date)}`)} ${row.date} ${time}`;
          return (
            <List.Item key={row.date}>
              <Checkbox
                size="xs"
                checked={!skipped.includes(row.date)}
                onChange={(event) => onToggle(row.date, event.currentTarget.checked)}
                label={label}
                aria-label={t('form.include', { date: row.date, time })}
                error={row.conflicts.length > 0 ? row.conflicts.map((c) => t(CONFLICT_KEYS[c])).join(' · ') : undefined}
              />
            </List.Item>
          );
        })}
      </List>
    </Stack>
  );
}
