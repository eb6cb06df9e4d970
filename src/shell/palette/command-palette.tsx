import { Modal, Stack, Text, VisuallyHidden } from '@mantine/core';
import { createSpotlight, Spotlight } from '@mantine/spotlight';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Teacher } from '@/features/auth/api/list-teachers';
import { measureAfterPaint } from '@/lib/perf-marks';
import { paletteGroups } from './model/palette-groups';
import { PaletteOptions } from './palette-options';
import { PaletteSearch } from './palette-search';
import { PaletteStatus } from './palette-status';
import { useEntryView } from './use-entry-view';
import { usePaletteCursor } from './use-palette-cursor';
import { usePaletteData } from './use-palette-data';
import { usePaletteRun } from './use-palette-run';
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
 * screen readers could not follow it. Here the active option is React state (use-palette-cursor.ts),
 * named by aria-activedescendant, and the number of results is announced after every key.
 */
export function CommandPalette({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('palette');
  const listId = `palette-${useId().replace(/[^\w-]/g, '')}`;
  const [query, setQuery] = useState('');
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

  const run = usePaletteRun(palette.close, setConfirming);
  const { active, activeDescendant, onKeyDown, reset } = usePaletteCursor(entries, listId, run);

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
        <PaletteSearch
          listId={entries.length > 0 ? listId : undefined}
          activeDescendant={activeDescendant}
          placeholder={data.isAdmin ? t('searchTeacher') : t('searchClass')}
          value={query}
          onQuery={(next) => {
            setQuery(next);
            reset();
          }}
          onKeyDown={onKeyDown}
        />
        {entries.length > 0 && (
          <PaletteOptions
            listId={listId}
            groups={groups}
            active={active}
            activeDescendant={activeDescendant}
            view={view}
            onKeyDown={onKeyDown}
            onRun={run}
          />
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
        <OnDemandPart closeOnFailure={() => setConfirming(null)}>
          <SwitchTeacherDialog opened initialTeacherId={confirming.id} onClose={() => setConfirming(null)} />
        </OnDemandPart>
      )}
    </>
  );
}
