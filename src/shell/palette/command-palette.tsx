import { Input, Modal, ScrollArea, Stack, Text, VisuallyHidden } from '@mantine/core';
import { createSpotlight, Spotlight } from '@mantine/spotlight';
import { useNavigate } from '@tanstack/react-router';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { returnToOwnAccount } from '@/features/auth/actions/switch-teacher';
import type { Teacher } from '@/features/auth/api/list-teachers';
import { measureAfterPaint } from '@/lib/perf-marks';
import { entryCount, type PaletteEntry, paletteGroups, stepIndex } from './model/palette-groups';
import { PaletteStatus } from './palette-status';
import { useEntryView } from './use-entry-view';
import { usePaletteData } from './use-palette-data';
import { lazyPart, OnDemandPart } from '@/components/on-demand-part';

// One palette per page: its own store, so no other Spotlight could open or close it.
const [store, palette] = createSpotlight();

// The menu's own dialog confirms a switch (the header menu loads the same file): fetched once teachers are
// offered, so the palette's first opening carries no select list.
const loadSwitchDialog = () => import('@/features/auth/components/switch-teacher-dialog');
const SwitchTeacherDialog = lazyPart(() => loadSwitchDialog().then((m) => ({ default: m.SwitchTeacherDialog })));

/**
 * Ctrl/⌘K or the header button (palette-launcher.tsx): "Back to my account", students, classes,
 * teachers to switch to, screens. Mantine's Spotlight gives the dialog, list and look; the search
 * field is our own combobox: Spotlight's keeps the active option in a store that tells no one, so
 * screen readers could not follow it. Here the active option is React state, named by
 * aria-activedescendant, and the number of results is announced after every key.
 */
export function CommandPalette({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('palette');
  const navigate = useNavigate();
  const listId = `palette-${useId().replace(/[^\w-]/g, '')}`;
  const [query, setQuery] = useState('');
  // The active option by id: it stays active while it is listed, else the first one is.
  const [activeId, setActiveId] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Teacher | null>(null);
  const data = usePaletteData(opened);
  const view = useEntryView(data.zone);

  useEffect(() => {
    if (opened) {
      palette.open();
      measureAfterPaint('tp:palette:open');
    } else palette.close();
  }, [opened]);

  const groups = paletteGroups({
    query,
    label: (key) => t(key),
    isAdmin: data.isAdmin,
    acting: data.acting,
    teachers: data.offered,
    classes: data.classes,
    thisWeek: data.thisWeek,
    students: data.students.data,
  });
  const entries = groups.flatMap((group) => group.entries);
  const offersTeachers = groups.some((group) => group.key === 'teachers');
  useEffect(() => {
    if (offersTeachers) void loadSwitchDialog();
  }, [offersTeachers]);
  const active =
    entries.length === 0
      ? -1
      : Math.max(
          0,
          entries.findIndex((entry) => entry.id === activeId),
        );
  const optionId = (i: number) => `${listId}-option-${i}`;
  const activeDescendant = active >= 0 ? optionId(active) : undefined;
  useEffect(() => {
    document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  });

  const run = (entry: PaletteEntry) => {
    palette.close();
    if (entry.kind === 'screen') void navigate({ to: entry.screen.to });
    else if (entry.kind === 'class') void navigate({ to: '/Class/$calendarEventId', params: { calendarEventId: entry.item.id } });
    else if (entry.kind === 'student') void navigate({ to: '/wdxs', search: { studentId: entry.student.id } });
    else if (entry.kind === 'teacher')
      setConfirming(entry.teacher); // the switch dialog asks, as from the menu
    else {
      returnToOwnAccount();
      void navigate({ to: '/dashboard' });
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.nativeEvent.isComposing) return; // an IME (pinyin) is choosing characters
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const next = stepIndex(active, event.key === 'ArrowDown' ? 1 : -1, entries.length);
      if (next >= 0) setActiveId(entries[next]!.id);
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      run(entries[active]!);
    }
  };

  // Each group's first option's place in the whole list.
  const starts = groups.map((_, g) => entryCount(groups.slice(0, g)));
  return (
    <>
      <Spotlight.Root
        store={store}
        query={query}
        onQueryChange={setQuery}
        shortcut={null}
        onSpotlightClose={onClose}
        scrollable
        maxHeight={520}
      >
        <VisuallyHidden>
          <Modal.Title>{t('title')}</Modal.Title>
        </VisuallyHidden>
        <Input
          variant="unstyled"
          size="lg"
          px="md"
          role="combobox"
          aria-label={t('search')}
          aria-expanded={entries.length > 0}
          aria-controls={entries.length > 0 ? listId : undefined}
          aria-activedescendant={activeDescendant}
          aria-autocomplete="list"
          placeholder={data.isAdmin ? t('searchTeacher') : t('searchClass')}
          value={query}
          onChange={(event) => {
            setQuery(event.currentTarget.value);
            setActiveId(null);
          }}
          onKeyDown={onKeyDown}
          data-autofocus
        />
        {entries.length > 0 && (
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
                      renderRoot={(props) => <button {...props} id={optionId(index)} />}
                      role="option"
                      aria-selected={index === active}
                      data-selected={index === active || undefined}
                      label={label}
                      description={description}
                      rightSection={<Text size="xs">{action}</Text>}
                      onClick={() => run(entry)}
                    />
                  );
                })}
              </Spotlight.ActionsGroup>
            ))}
          </ScrollArea.Autosize>
        )}
        <Stack gap={0}>
          <PaletteStatus data={data} query={query} groups={groups} />
          <Spotlight.Footer>
            <Text size="xs" c="dimmed">
              {t('hints')}
            </Text>
          </Spotlight.Footer>
        </Stack>
      </Spotlight.Root>
      {confirming && (
        <OnDemandPart>
          <SwitchTeacherDialog opened initialTeacherId={confirming.id} onClose={() => setConfirming(null)} />
        </OnDemandPart>
      )}
    </>
  );
}
