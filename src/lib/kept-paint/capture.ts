import { LIVE, PAINTABLE, PENDING, type KeptPaint } from './kept-paint';

/**
 * The paint of what the root shows now, or null when no screen in it says it may be kept (see
 * PAINTABLE). Its cost is one clone of the root: the dashboard shows at most a page of cards.
 */
export function captureKeptPaint(doc: Document = document): KeptPaint | null {
  const root = doc.getElementById('root');
  const screen = root?.querySelector(`[${PAINTABLE}]`);
  if (!root || !screen || screen.querySelector(`[${PENDING}]`)) return null;
  const copy = root.cloneNode(true) as HTMLElement;
  // Hidden, not removed: its place stays, so nothing moves when the app draws it with the time of now.
  for (const live of copy.querySelectorAll<HTMLElement>(`[${LIVE}]`)) live.style.visibility = 'hidden';
  return {
    html: copy.innerHTML,
    styles: [...doc.head.querySelectorAll('style[data-mantine-styles]')].map((style) => style.textContent ?? ''),
    scheme: doc.documentElement.getAttribute('data-mantine-color-scheme'),
    lang: doc.documentElement.lang,
    mark: screen.getAttribute(PAINTABLE) ?? '',
  };
}
