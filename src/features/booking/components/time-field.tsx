import { Autocomplete, type AutocompleteProps, type ComboboxItem, type OptionsFilter } from '@mantine/core';
import type { FocusEvent } from 'react';
import { normalizeTimeText } from '../model/wall-date';

/** The half hours of a day, the calendar's grid. */
const HALF_HOURS = Array.from({ length: 48 }, (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`);

/** "7" offers 07:00 and 07:30, "19" 19:00 and 19:30, a whole time itself only (the list stays small); an empty field every half hour. */
const byTypedStart: OptionsFilter = ({ options, search }) => {
  const typed = search.normalize('NFKC').trim();
  return options.filter((option) => {
    const { value } = option as ComboboxItem;
    return value.startsWith(typed) || value.startsWith(`0${typed}`);
  });
};

interface TimeFieldProps extends Omit<AutocompleteProps, 'data' | 'value' | 'onChange' | 'filter'> {
  value: string;
  onChange: (value: string) => void;
}

/**
 * A 24-hour 'HH:mm' time in both languages (a native time input follows the browser's locale and
 * shows "10:00 AM"): typed as the teacher likes ("7", "730", "7.30", a Chinese keyboard's "7：30",
 * written as 07:30 on leaving the field) or picked from the half hours.
 */
export function TimeField({ value, onChange, onBlur, ...props }: TimeFieldProps) {
  const tidy = (event: FocusEvent<HTMLInputElement>) => {
    const time = normalizeTimeText(value);
    if (time && time !== value) onChange(time);
    onBlur?.(event);
  };
  return (
    <Autocomplete
      placeholder="HH:mm"
      autoComplete="off"
      maxDropdownHeight={220}
      comboboxProps={{ withinPortal: true }}
      {...props}
      data={HALF_HOURS}
      filter={byTypedStart}
      value={value}
      onChange={onChange}
      onBlur={tidy}
    />
  );
}
