import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ClockChangeNote } from '@/components/clock-change-note';
import type { BucketRanges, ClassBuckets, RangeDay } from '../model/buckets';

/**
 * The days a tab covers, "2026-11-30 Mon to 2026-12-06 Sun" (the one teacher week, Monday to Sunday, as Book a
 * class names it): its week is said, not guessed, and a clock change in it too. In the words Book a class and the calendar file say theirs (`common:days.*`, as components/day-words.ts
 * writes them; the weekday is the range's own, so the first page carries nothing more).
 */
export function WeekRange({ tab, ranges }: { tab: keyof ClassBuckets; ranges: BucketRanges }) {
  const { t } = useTranslation('dashboard');
  const day = ({ date, weekday }: RangeDay) => t('common:days.day', { date, weekday: t(`common:weekday.${weekday}`) });
  const range = ranges[tab];
  const text = !('to' in range)
    ? t('range.from', { from: day(range.from) })
    : t('common:days.span', { from: day(range.from), to: day(range.to) });
  return (
    <>
      <Text size="xs" c="dimmed" mb="sm">
        {text}
      </Text>
      {'to' in range && <ClockChangeNote from={range.from.date} to={range.to.date} />}
    </>
  );
}
