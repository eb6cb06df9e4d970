import { Badge, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { HistoryItem, TitleParser } from '@/entities/histories/model/history';
import { ACCENT, MUTED } from './colors';
import { StateBadge } from './state-badge';
import { useHistoryRow } from './use-row';

interface ClassFactsProps {
  item: HistoryItem;
  parseTitle: TitleParser;
  /** Shown beside the class code (the card's heading). */
  heading?: ReactNode;
  /** Shown at the end of the duration line (the card's Replay link). */
  action?: ReactNode;
}

/** When (teacher time) and its state, class code, students, duration. */
export function ClassFacts({ item, parseTitle, heading, action }: ClassFactsProps) {
  const { t } = useTranslation('replay');
  const { row, when, duration } = useHistoryRow(item, parseTitle);
  return (
    <Stack gap={6}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Text fw={600} size="sm">
          {when}
        </Text>
        <StateBadge state={item.state} />
      </Group>
      {(row.classCode || heading) && (
        <Group gap="xs" wrap="wrap">
          {row.classCode && (
            <Badge variant="outline" color={ACCENT} aria-label={t('classCode', { code: row.classCode })}>
              {row.classCode}
            </Badge>
          )}
          {heading}
        </Group>
      )}
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {t('studentsLine', { count: item.students.length, names: row.students || '—' })}
      </Text>
      <Group justify="space-between" gap="xs">
        <Text size="sm" c={MUTED}>
          {t('durationLine', { duration })}
        </Text>
        {action}
      </Group>
    </Stack>
  );
}
