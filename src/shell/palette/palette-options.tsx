import { ScrollArea, Text } from '@mantine/core';
import { Spotlight } from '@mantine/spotlight';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { entryCount, type PaletteEntry, type PaletteGroup } from './model/palette-groups';
import type { EntryView } from './use-entry-view';
import { optionId } from './use-palette-cursor';

interface PaletteOptionsProps {
  listId: string;
  groups: readonly PaletteGroup[];
  active: number;
  activeDescendant: string | undefined;
  view: (entry: PaletteEntry) => EntryView;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  onRun: (entry: PaletteEntry) => void;
}

/** The palette's results as a listbox, in their groups, the active option marked. */
export function PaletteOptions({ listId, groups, active, activeDescendant, view, onKeyDown, onRun }: PaletteOptionsProps) {
  const { t } = useTranslation('palette');
  // Each group's first option's place in the whole list.
  const starts = groups.map((_, g) => entryCount(groups.slice(0, g)));
  return (
    // Spotlight.ActionsList's look, but the scrolled element is the listbox, and a tab stop: the options are
    // not (the field keeps the focus), so a keyboard reaching the list this way moves through it the same.
    <ScrollArea.Autosize
      className={Spotlight.classes.actionsList}
      type="scroll"
      scrollbarSize="var(--spotlight-actions-list-padding)"
      offsetScrollbars="y"
      viewportProps={{
        id: listId,
        role: 'listbox',
        'aria-label': t('title'),
        tabIndex: 0,
        'aria-activedescendant': activeDescendant,
        onKeyDown,
      }}
    >
      {groups.map((group, g) => (
        <Spotlight.ActionsGroup key={group.key} label={t(`groups.${group.key}`)} role="group" aria-label={t(`groups.${group.key}`)}>
          {group.entries.map((entry, i) => {
            const index = starts[g]! + i;
            const { label, description, action } = view(entry);
            return (
              <Spotlight.Action
                key={entry.id}
                // Spotlight.Action keeps its `id` prop to itself: the option's id goes on through the root.
                renderRoot={(props) => <button {...props} id={optionId(listId, index)} />}
                role="option"
                aria-selected={index === active}
                data-selected={index === active || undefined}
                label={label}
                description={description}
                rightSection={<Text size="xs">{action}</Text>}
                onClick={() => onRun(entry)}
              />
            );
          })}
        </Spotlight.ActionsGroup>
      ))}
    </ScrollArea.Autosize>
  );
}
