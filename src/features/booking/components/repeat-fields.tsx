import { Checkbox, Group, Radio } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { dayWords } from '@/components/day-words';
import type { SlotFormValues } from '../model/slot-form';
import { parseWallDate, weekdayOf } from '../model/wall-date';
import { DateField } from './date-field';
import type { SlotField } from './slot-fields';

// Monday first, as every week of the portal (lib/time/teacher-week.ts); values stay 0 = Sunday.
const WEEKDAYS = ['1', '2', '3', '4', '5', '6', '0'];

interface RepeatFieldsProps {
  form: UseFormReturnType<SlotFormValues>;
  field: SlotField;
  minDate: string;
  maxDate: string;
}

/** Once, or weekly on some days until a date (the last day slots may be opened on at most). */
export function RepeatFields({ form, field, minDate, maxDate }: RepeatFieldsProps) {
  const { t } = useTranslation('booking');
  const { values } = form;
  const choosePattern = (pattern: string) => {
    form.setFieldValue('pattern', pattern === 'weekly' ? 'weekly' : 'none');
    // Weekly starts on the date's own day.
    if (pattern === 'weekly' && values.days.length === 0 && parseWallDate(values.date)) {
      form.setFieldValue('days', [String(weekdayOf(values.date))]);
    }
  };
  return (
    <>
      <Radio.Group label={t('form.pattern')} value={values.pattern} onChange={choosePattern}>
        <Group gap="md" mt={4}>
          <Radio value="none" label={t('form.patternNone')} />
          <Radio value="weekly" label={t('form.patternWeekly')} />
        </Group>
      </Radio.Group>
      {values.pattern === 'weekly' && (
        <>
          <Checkbox.Group label={t('form.days')} withAsterisk {...field('days')}>
            <Group gap="xs" mt={4}>
              {WEEKDAYS.map((day) => (
                <Checkbox key={day} value={day} label={t(`common:weekday.${day}`)} />
              ))}
            </Group>
          </Checkbox.Group>
          <DateField
            label={t('form.until')}
            description={t('form.untilHint', { date: dayWords(t).day(maxDate) })}
            min={values.date || minDate}
            max={maxDate}
            withAsterisk
            {...field('until')}
            value={values.until}
            onChange={(date) => form.setFieldValue('until', date)}
          />
        </>
      )}
    </>
  );
}
