import { Badge, Button, CloseButton, Group, Text } from '@mantine/core';
import en from '@locales/en/on-use/days-off.json';
import zh from '@locales/zh/on-use/days-off.json';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentDaysOff, type DayOff, stillBookable } from '@/entities/days-off/model/days-off';
import { forgetDayOff, reconcileDaysOff, useDaysOff } from '@/entities/days-off/store/days-off-store';
import { addOnUseWords } from '@/lib/i18n/on-use-words';
import { dayWords } from '@/components/day-words';
import { useZoneLabels } from '@/components/zone-label';

// Its words come with its code (locales/<lng>/on-use/): a first page without time off carries neither.
addOnUseWords('daysOff', { en, zh });

export interface DaysOffNoteProps {
  now: Date;
  /**
   * The ids of the slots open now (Book a class's live slots): what a time off kept as still bookable is settled by
   * them (issue 47.2). My courses has no slot list: it says what was kept.
   */
  openSlotIds?: ReadonlySet<number>;
}

/** The time off the teacher took on this device, as spans (Book a class, My courses); nothing when none is ahead. */
export function DaysOffNote({ now, openSlotIds }: DaysOffNoteProps) {
  const { t } = useTranslation('daysOff');
  const { day, span } = dayWords(t);
  const { teacher } = useZoneLabels();
  const list = currentDaysOff(useDaysOff(), now.getTime());
  // The time off whose removal is being asked, by its key; the question's Keep takes the focus from the cross.
  const [asking, setAsking] = useState<string | null>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) keepRef.current?.focus();
  }, [asking]);
  useEffect(() => {
    if (openSlotIds) reconcileDaysOff(openSlotIds);
  }, [openSlotIds]);
  if (list.length === 0) return null;
  const textOf = (d: DayOff) =>
    d.hours
      ? t('hours', { day: day(d.from), start: d.hours.start, end: d.hours.end, zone: teacher(new Date(d.endMs)) })
      : d.from === d.to
        ? day(d.from)
        : span(d.from, d.to);
  return (
    <Group gap={6} role="group" aria-label={t('label')}>
      <Text size="sm" fw={500}>
        {t('label')}
      </Text>
      {list.map((d) => {
        const text = textOf(d);
        const key = `${d.from} ${d.to} ${d.hours?.start ?? ''} ${d.hours?.end ?? ''}`;
        const open = stillBookable(d, now.getTime());
        return (
          <Group key={key} gap={6}>
            <Badge variant="light" color="orange" size="lg" tt="none" fw={500}>
              {text}
            </Badge>
            {/* Issue 47 review: a time off taken by mistake is removed here (44 px on a phone); it only forgets the record. */}
            <CloseButton aria-label={t('remove', { day: text })} onClick={() => setAsking(key)} />
            {open > 0 && (
              <Text size="sm" fw={500} c="red.8">
                {t('stillBookable', { count: open })}
              </Text>
            )}
            {asking === key && (
              <Group gap={6}>
                <Text size="sm">{t('removeQuestion', { day: text })}</Text>
                <Button size="xs" variant="default" ref={keepRef} onClick={() => setAsking(null)}>
                  {t('keep')}
                </Button>
                <Button
                  size="xs"
                  color="orange"
                  onClick={() => {
                    setAsking(null);
                    forgetDayOff(d);
                  }}
                >
                  {t('removeConfirm')}
                </Button>
              </Group>
            )}
          </Group>
        );
      })}
      {/* Said plainly: the host keeps no time off, so another device does not show it. */}
      <Text size="xs" c="dimmed">
        {t('kept')}
      </Text>
    </Group>
  );
}
