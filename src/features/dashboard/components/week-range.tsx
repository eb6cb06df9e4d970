import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ClockChangeNote } from '@/components/clock-change-note';
import type { BucketRanges, ClassBuckets, RangeDay } from '../model/buckets';

/** The days a tab covers, "2026-11-30 Mon to 2026-12-06 Sun": its week is said, not guessed, and a clock change in it too. */
export function WeekRange({ tab, ranges }: { tab: keyof ClassBuckets; ranges: BucketRanges }) {
  const { t } = useTranslation('dashboard');
  const day = ({ date, weekday }: RangeDay) => `${date} ${t(`common:weekday.${weekday}`)}`;
  const range = ranges[tab];
  const text = !('to' in range)
    ? t('range.from', { from: day(range.from) })
    : range.from.date === range.to.date
      ? t('range.day', { day: day(range.from) })
      : t('range.span', { from: day(range.from), to: day(range.to) });
  return (
    <>
      <Text size="xs" c="dimmed" mb="sm">
        {text}
      </Text>
      {'to' in range && <ClockChangeNote from={range.from.date} to={range.to.date} />}
    </>
  );
}
