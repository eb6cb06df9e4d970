import { Input } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

interface PaletteSearchProps {
  /** The listbox it controls, while it lists anything. */
  listId: string | undefined;
  activeDescendant: string | undefined;
  placeholder: string;
  value: string;
  onQuery: (query: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

/** The palette's search field: a combobox that keeps the focus while the arrows move through the list. */
export function PaletteSearch({ listId, activeDescendant, placeholder, value, onQuery, onKeyDown }: PaletteSearchProps) {
  const { t } = useTranslation('palette');
  return (
    <Input
      variant="unstyled"
      size="lg"
      px="md"
      role="combobox"
      aria-label={t('search')}
      aria-expanded={listId !== undefined}
      aria-controls={listId}
      aria-activedescendant={activeDescendant}
      aria-autocomplete="list"
      placeholder={placeholder}
      value={value}
      onChange={(event) => onQuery(event.currentTarget.value)}
      onKeyDown={onKeyDown}
      data-autofocus
    />
  );
}
