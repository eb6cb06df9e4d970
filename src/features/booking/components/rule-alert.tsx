import './slot-form-words';
import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { dayWords } from '@/components/day-words';
import { useZoneLabels } from '@/components/zone-label';
import type { TeacherZone } from '@/lib/time/zone-offset';
import { CONFLICT_KEYS } from '../model/refusal';
import type { BookingSlot } from '../model/slot';
import { wallRange } from '../model/wall-range';
import { KeepDates } from './keep-dates';
import { rangeWhen, slotDay } from './slot-texts';

interface RuleAlertProps {
  /** Message keys of the rules the slots break (the spec's texts). */
  keys: string[];
  /** The earliest start the 24 h rule allows, teacher time, and its zone named ("New York time"). */
  earliest: { date: string; time: string; zone: string };
  /** The teacher's slots the new ones overlap. */
  overlapped: BookingSlot[];
  /** The day of a start after next week ('YYYY-MM-DD'). */
  outside: string | null;
  /** The day of her time off a slot falls in ('YYYY-MM-DD'). */
  offOn: string | null;
  /** A start the clock skips ('HH:mm') and its day ('YYYY-MM-DD'). */
  gap: { time: string; date: string } | null;
  zone: TeacherZone;
}

/** The rules the form's slots break, each in the spec's words, with what the teacher needs to fix it. */
export function RuleAlert({ keys, earliest, overlapped, outside, offOn, gap, zone }: RuleAlertProps) {
  const { t } = useTranslation('booking');
  const { teacher } = useZoneLabels();
  if (keys.length === 0) return null;
  const headline = (key: string) =>
    key === CONFLICT_KEYS.timeOff
      ? t(key, { day: offOn ? slotDay(offOn, t) : '' })
      : key === CONFLICT_KEYS.gap
        ? t(key, { time: gap?.time ?? '', day: gap ? slotDay(gap.date, t) : '' })
        : t(key);
  return (
    <Alert color="red" role="alert">
      {keys.map((key) => (
        <div key={key}>
          <Text size="sm" fw={500}>
            <KeepDates text={headline(key)} />
          </Text>
          {key === CONFLICT_KEYS.tooSoon && <Text size="sm">{t('rules.earliest', earliest)}</Text>}
          {key === CONFLICT_KEYS.outsideWindow && outside && (
            <Text size="sm">
              <KeepDates text={t('slotForm:window.startsAfter', { day: dayWords(t).day(outside) })} />
            </Text>
          )}
          {key === CONFLICT_KEYS.overlap &&
            overlapped.map((slot) => {
              const range = wallRange(slot.startMs, slot.endMs, zone);
              return (
                <Text key={slot.id} size="sm">
                  <KeepDates
                    text={t(slot.booked ? 'rules.overlapsBooked' : 'rules.overlapsOpen', {
                      when: range ? rangeWhen(range, t) : '',
                      zone: teacher(new Date(slot.startMs)),
                    })}
                  />
                </Text>
              );
            })}
        </div>
      ))}
    </Alert>
  );
}
