import { BOOT_FAILED_MARK } from '@/lib/boot-failed';
import { PAINTABLE, PAINTABLE_OFFLINE, PAINTED, PENDING, type KeptPaint } from './kept-paint';
import { sheetUsed } from './used-stylesheets';

/**
 * The paint of what the app draws in the root now, or null when no screen in it says it may be kept (see
 * PAINTABLE). Its cost is one serialisation of the root (no clone: the paint hides the live texts by
 * a rule of its own) and a look for each stylesheet's first rule that styles it: the dashboard shows at most a
 * page of cards.
 */
export function captureKeptPaint(doc: Document = document): KeptPaint | null {
  const root = doc.getElementById('root');
  const screen = root?.querySelector(`[${PAINTABLE}]`);
  if (!root || !screen || screen.querySelector(`[${PENDING}]`)) return null;
  // Only the app's own drawing: not the paint still shown before its first commit, nor index.html's message for a
  // page that could not start (either would be kept, and painted the next time inside itself).
  if (root.querySelector(`[${PAINTED}], [${BOOT_FAILED_MARK}]`)) return null;
  return {
    html: root.innerHTML,
    styles: [...doc.head.querySelectorAll('style[data-mantine-styles]')].map((style) => style.textContent ?? ''),
    stylesheets: [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].flatMap((link) =>
      sheetUsed(link.sheet, root) ? (link.getAttribute('href') ?? []) : [],
    ),
    scheme: doc.documentElement.getAttribute('data-mantine-color-scheme'),
    lang: doc.documentElement.lang,
    mark: screen.getAttribute(PAINTABLE) ?? '',
    offlineMark: screen.getAttribute(PAINTABLE_OFFLINE) ?? '',
  };
}
