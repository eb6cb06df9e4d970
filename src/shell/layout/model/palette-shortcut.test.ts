import { describe, expect, it } from 'vitest';
import { isPaletteShortcut, shortcutLabel } from './palette-shortcut';

const press = (key: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey', boolean>> = {}, code = 'KeyK') => ({
  key,
  code,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
});

describe('isPaletteShortcut', () => {
  it.each<[string, ReturnType<typeof press>, boolean]>([
    ['Ctrl+K', press('k', { ctrlKey: true }), true],
    ['⌘K', press('k', { metaKey: true }), true],
    ['Ctrl+K with caps lock', press('K', { ctrlKey: true }), true],
    ['K alone', press('k'), false],
    ['Ctrl+Shift+K', press('K', { ctrlKey: true, shiftKey: true }), false],
    ['Ctrl+Alt+K (AltGr)', press('k', { ctrlKey: true, altKey: true }), false],
    ['Ctrl+J', press('j', { ctrlKey: true }, 'KeyJ'), false],
    ['Ctrl on the K key of a Cyrillic layout', press('л', { ctrlKey: true }), true],
    ['Ctrl+K typed where a Dvorak layout has T (code KeyK, key t)', press('t', { ctrlKey: true }), false],
    ['Ctrl+K typed where Dvorak puts k (code KeyV)', press('k', { ctrlKey: true }, 'KeyV'), true],
  ])('%s', (_, event, expected) => expect(isPaletteShortcut(event)).toBe(expected));
});

describe('shortcutLabel', () => {
  it.each([
    ['MacIntel', '⌘K'],
    ['iPhone', '⌘K'],
    ['Win32', 'Ctrl+K'],
    ['Linux x86_64', 'Ctrl+K'],
    ['', 'Ctrl+K'],
  ])('%s -> %s', (platform, label) => expect(shortcutLabel(platform)).toBe(label));
});
