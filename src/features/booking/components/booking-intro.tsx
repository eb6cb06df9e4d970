import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { dayWords } from '@/components/day-words';
import { useZoneLabels } from '@/components/zone-label';
import { KeepDates } from './keep-dates';

interface BookingIntroProps {
  now: Date;
  /** The last day a slot may be opened on. */
  lastDay: string;
  /** The tab of My courses that lists the days after it. */
  beyondTab: 'thisWeek' | 'nextWeek' | 'later';
}

/** What the calendar holds (teacher time, named) and where the teacher's classes after its last day are listed. */
export function BookingIntro({ now, lastDay, beyondTab }: BookingIntroProps) {
  const { t } = useTranslation('booking');
  const zoneLabels = useZoneLabels();
  return (
    <>
      <Text size="sm" c="dimmed">
        {t('intro', { zone: zoneLabels.teacher(now) })}
      </Text>
      {/* "Your classes after 2026-12-13 Sun: My courses › More": after the two weeks, on My courses, one tap away. */}
      <Text size="sm" c="dimmed" mt={-8}>
        <KeepDates text={t('beyond', { day: dayWords(t).day(lastDay) })} />
        {/* A target of its own on a phone (tap-target), though it ends a sentence: it is where the sentence leads. */}
        <Anchor href={`#/dashboard?tab=${beyondTab}`} size="sm" underline="always" className="tap-target">
          {t('beyondLink', { tab: t(`dashboard:tabs.${beyondTab === 'later' ? 'more' : beyondTab}`) })}
        </Anchor>
      </Text>
    </>
  );
}
