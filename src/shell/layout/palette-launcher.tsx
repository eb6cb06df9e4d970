import { Button, Kbd, Text, VisuallyHidden } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPart, OnDemandPart } from '@/components/on-demand-part';
import { markStart } from '@/lib/perf-marks';
import { isEditableContent, isPaletteShortcut, shortcutLabel } from './model/palette-shortcut';

// The palette (Spotlight, its list and the data it searches) loads when first asked for: only this
// button and one keydown listener are on every signed-in page.
const loadPalette = () => import('../palette/command-palette');
const CommandPalette = lazyPart(() => loadPalette().then((m) => ({ default: m.CommandPalette })));

const SearchIcon = () => (
  <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true">
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-4-4" />
  </svg>
);

/** The header's "Go to…" button and Ctrl/⌘K: open (or close) the command palette. */
export function PaletteLauncher() {
  const { t } = useTranslation('palette');
  const [opened, setOpened] = useState(false);
  const [requested, setRequested] = useState(false);
  const show = useCallback((open: boolean) => {
    if (open) markStart('tp:palette:open');
    setRequested(true);
    setOpened(open);
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event) || isEditableContent(event.target)) return;
      event.preventDefault(); // the browser's own Ctrl+K goes to its address bar
      show(!opened);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [opened, show]);

  const shortcut = shortcutLabel(navigator.platform);
  return (
    <>
      <Button
        variant="default"
        size="xs"
        px={{ base: 4, sm: 'sm' }}
        leftSection={<SearchIcon />}
        rightSection={
          <Kbd size="xs" visibleFrom="sm" aria-hidden>
            {shortcut}
          </Kbd>
        }
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        onPointerEnter={() => void loadPalette()}
        onFocus={() => void loadPalette()}
        title={t('openLabel', { shortcut })}
        onClick={() => show(true)}
      >
        {/* The same name at every width; the words show from the sm breakpoint. */}
        <VisuallyHidden hiddenFrom="sm">{t('open')}</VisuallyHidden>
        <Text component="span" size="xs" visibleFrom="sm">
          {t('open')}
        </Text>
      </Button>
      {requested && (
        <OnDemandPart
          closeOnFailure={() => {
            setOpened(false);
            setRequested(false);
          }}
        >
          <CommandPalette opened={opened} onClose={() => setOpened(false)} />
        </OnDemandPart>
      )}
    </>
  );
}
