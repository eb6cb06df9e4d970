import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { dayWords } from '@/components/day-words';
import { addDays } from '../model/wall-date';
import type { WeekKey } from '../model/week-window';
import { KeepDates } from './keep-dates';

interface WeekBarProps {
  week: WeekKey;
  /** Its Monday ('YYYY-MM-DD', teacher time). */
  weekStart: string;
  onWeek: (week: WeekKey) => void;
  onAdd: () => void;
}

/** The week shown by its days, the way to the other week, and Add. */
export function WeekBar({ week, weekStart, onWeek, onAdd }: WeekBarProps) {
  const { t } = useTranslation('booking');
  const { span } = dayWords(t);
  return (
    <Group justify="space-between" gap="sm">
      <Group gap="xs" wrap="nowrap">
        <ActionIcon
          variant="default"
          size="input-sm"
          aria-label={t('week.previous')}
          disabled={week === 'this'}
          onClick={() => onWeek('this')}
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
          onClick={() => onWeek('next')}
        >
          ›
        </ActionIcon>
      </Group>
      <Button onClick={onAdd}>{t('add')}</Button>
    </Group>
  );
}
