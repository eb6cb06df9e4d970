import 'dayjs/locale/zh-cn';
import '@/lib/time/dayjs-wall-clock';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeDateText, weekdayOf } from '../model/wall-date';

interface DateFieldProps extends Omit<DateInputProps, 'value' | 'onChange' | 'minDate' | 'maxDate'> {
  value: string;
  onChange: (value: string) => void;
  /** The days the calendar offers ('YYYY-MM-DD'). */
  min: string;
  max: string;
}

/**
 * A 'YYYY-MM-DD' date in both languages (a native date input shows the browser's "mm/dd/yyyy"),
 * typed ("2026/3/6" and "2026年3月6日" read too) or picked from a Monday-first month. Days outside
 * [min, max] are not offered; a typed one is kept, and the form says why it is refused.
 *
 * The month opens on a click (or Arrow down) and closes once a date is picked or typed: opened on
 * focus, as DateInput does, it covered the time fields below on a phone, so tapping Start time hit
 * the month instead.
 */
export function DateField({ value, onChange, min, max, onBlur, ...props }: DateFieldProps) {
  const { t, i18n } = useTranslation('booking');
  const [open, setOpen] = useState(false);
  return (
    <DateInput
      placeholder="YYYY-MM-DD"
      autoComplete="off"
      {...props}
      // Escape with the month open closes the month only: Mantine's dialogs listen on the window before
      // the field does, and leave a key alone whose target says so (issue 48.5: it asked "Discard your entries?").
      data-mantine-stop-propagation={open || undefined}
      onClick={() => setOpen(true)}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown') setOpen(true);
        if (event.key === 'Escape' && open) {
          event.stopPropagation(); // closes the month, not the dialog
          setOpen(false);
        }
      }}
      // A whole date typed: the month has nothing more to offer.
      onInput={(event) => normalizeDateText(event.currentTarget.value) && setOpen(false)}
      onBlur={(event) => {
        setOpen(false);
        onBlur?.(event);
      }}
      value={value || null}
      onChange={(date) => {
        setOpen(false);
        onChange(date ?? '');
      }}
      defaultDate={value || min}
      valueFormat="YYYY-MM-DD"
      dateParser={normalizeDateText}
      excludeDate={(date) => date < min || date > max}
      firstDayOfWeek={1}
      // Weekends are ordinary teaching days (as in the week calendar).
      weekendDays={[]}
      locale={i18n.language === 'zh' ? 'zh-cn' : 'en'}
      getDayAriaLabel={(date) => `${t(`common:weekday.${weekdayOf(date)}`)} ${date}`}
      ariaLabels={{
        previousMonth: t('picker.previousMonth'),
        nextMonth: t('picker.nextMonth'),
        monthLevelControl: t('picker.chooseMonth'),
        yearLevelControl: t('picker.chooseYear'),
        previousYear: t('picker.previousYear'),
        nextYear: t('picker.nextYear'),
        previousDecade: t('picker.previousDecade'),
        nextDecade: t('picker.nextDecade'),
      }}
      popoverProps={{ withinPortal: true, opened: open, onDismiss: () => setOpen(false) }}
    />
  );
}
