import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useTeacherZone } from '@/lib/session/teacher-zone';
import { formatDuration } from '@/lib/time/wall-format';
import type { HistoryItem, TitleParser } from '@/entities/histories/model/history';
import { toHistoryRow } from '../model/history-row';

/** A history entry as shown: teacher time, the weekday in the UI language, duration text. */
export function useHistoryRow(item: HistoryItem, parseTitle: TitleParser) {
  const { t, i18n } = useTranslation('replay');
  const zone = useTeacherZone();
  const row = useMemo(() => toHistoryRow(item, zone, parseTitle), [item, zone, parseTitle]);
  const weekday =
    row.weekday === null
      ? ''
      : new Intl.DateTimeFormat(i18n.language, { weekday: 'short', timeZone: 'UTC' }).format(Date.UTC(2026, 0, 4 + row.weekday));
  return {
    row,
    when: row.date ? t('when', { date: row.date, weekday, start: row.startTime, end: row.endTime }) : t('unknownTime'),
    duration: formatDuration(row.durationSeconds, { h: t('units.h'), m: t('units.m'), s: t('units.s') }),
  };
}
