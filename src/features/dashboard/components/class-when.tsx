import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type TeacherZone, toTeacherWall } from '@/lib/time/zone-offset';
import type { ClassItem } from '@/entities/classes/model/class-item';
import { endsNextDay } from '../model/time-span';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/**
 * "2026-06-10 Wed · 10:00–11:00" in teacher time ("23:30–00:30 (next day)" past midnight): one line of
 * the card and of Up next. Breaks between the day and the times only, never inside a date ("2026-06-" / "10").
 */
export function ClassWhen({ item, zone }: { item: ClassItem; zone: TeacherZone }) {
  const { t } = useTranslation('dashboard');
  const weekday = t(`common:weekday.${toTeacherWall(item.startAt, zone).weekday}`);
  return (
    <Text fw={600} size="sm">
      <span style={NO_WRAP}>
        {item.date} {weekday} ·
      </span>{' '}
      <span style={NO_WRAP}>
        {endsNextDay(item, zone) ? t('span.nextDay', { start: item.startTime, end: item.endTime }) : `${item.startTime}–${item.endTime}`}
      </span>
    </Text>
  );
}
