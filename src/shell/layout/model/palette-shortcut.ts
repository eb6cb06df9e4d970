/** The palette's shortcut, Ctrl+K or ⌘K. Loaded with the shell: keep it tiny. */

type KeyInput = Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>;

/**
 * Ctrl+K (⌘K on a Mac) and nothing more (Ctrl+Shift+K and AltGr combinations are others' keys).
 * By the character "k", or by the key's place when the layout types no Latin letter there.
 */
export function isPaletteShortcut(event: KeyInput): boolean {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return false;
  const key = event.key.toLowerCase();
  return key === 'k' || (!/^[a-z]$/.test(key) && event.code === 'KeyK');
}

/** The rich-text editor binds Ctrl+K to "link": the palette leaves editable content alone. */
export const isEditableContent = (target: EventTarget | null): boolean =>
  typeof HTMLElement !== 'undefined' && target instanceof HTMLElement && target.isContentEditable;

/** "⌘K" where the platform's modifier is Command, else "Ctrl+K". */
export const shortcutLabel = (platform: string): string => (/mac|iphone|ipad/i.test(platform) ? '⌘K' : 'Ctrl+K');
