import purify from 'dompurify';
import { readKeptCopy } from '@/lib/query/kept-copy';
import type { AuthSession } from '@/lib/session/session-types';
import { type KeptPaint, LIVE, MARK_STYLE, PAINTED } from './kept-paint';

function markElement(doc: Document, text: string): HTMLElement {
  const mark = doc.createElement('div');
  mark.setAttribute('role', 'status');
  Object.assign(mark.style, MARK_STYLE);
  mark.textContent = text;
  return mark;
}

/**
 * Paints the kept dashboard of the signed-in identity into the empty root, marked as the last known
 * schedule, inert until the app takes over. Nothing when there is no session, no usable copy (another
 * identity's, too old, unreadable) or no paint in it, or when the app has drawn first. Returns whether
 * it painted. Run by the early entry (src/early-ask.ts).
 */
export async function paintKeptSchedule(session: AuthSession | null, doc: Document = document, now = Date.now()): Promise<boolean> {
  const paint: KeptPaint | undefined = (await readKeptCopy(session, now))?.paint;
  const root = doc.getElementById('root');
  if (!paint || !root || root.hasChildNodes()) return false;
  const painted = doc.createElement('div');
  painted.setAttribute(PAINTED, '');
  // Its own box changes no layout; inert: a tap does nothing rather than something stale.
  painted.style.display = 'contents';
  painted.inert = true;
  painted.setAttribute('aria-busy', 'true');
  // Sealed markup the app itself wrote; cleaned all the same, as everything put into the page. FORCE_BODY:
  // the layout's own <style> elements (Mantine's AppShell) lead the markup and would otherwise be dropped.
  // Texts true only when drawn ("in 5 min"): hidden, not removed, so nothing moves when the app draws them anew.
  // Inside the paint, so it goes with it when the app's first commit clears the root.
  const live = doc.createElement('style');
  live.textContent = `[${PAINTED}] [${LIVE}]{visibility:hidden}`;
  painted.append(live, purify.sanitize(paint.html, { RETURN_DOM_FRAGMENT: true, FORCE_BODY: true }), markElement(doc, paint.mark));
  for (const css of paint.styles) {
    const style = doc.createElement('style');
    style.setAttribute(PAINTED, '');
    style.textContent = css;
    doc.head.append(style);
  }
  if (paint.scheme && !doc.documentElement.hasAttribute('data-mantine-color-scheme'))
    doc.documentElement.setAttribute('data-mantine-color-scheme', paint.scheme);
  if (paint.lang) doc.documentElement.lang = paint.lang;
  root.append(painted);
  return true;
}
