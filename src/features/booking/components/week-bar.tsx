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
  // An arrow leads to a week, and is off while that week is shown.
  const arrow = (to: WeekKey, label: string, glyph: string) => (
    <ActionIcon variant="default" size="input-sm" aria-label={label} disabled={week === to} onClick={() => onWeek(to)}>
      {glyph}
    </ActionIcon>
  );
  return (
    <Group justify="space-between" gap="sm">
      <Group gap="xs" wrap="nowrap">
        {arrow('this', t('week.previous'), '‹')}
        <Text fw={500} size="sm" aria-live="polite">
          <KeepDates text={`${t(week === 'this' ? 'week.this' : 'week.next')} · ${span(weekStart, addDays(weekStart, 6))}`} />
        </Text>
        {arrow('next', t('week.following'), '›')}
      </Group>
      <Button onClick={onAdd}>{t('add')}</Button>
    </Group>
  );
}
