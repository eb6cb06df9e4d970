import { readKeptCopy } from '@/lib/query/kept-copy';
import type { AuthSession } from '@/lib/session/session-types';
import { type KeptPaint, LIVE, PAINTED, STATUS } from './kept-paint';

/**
 * Links a stylesheet of the portal's own the page lacks, in order after those it has; resolves whether it
 * is there. One that fails is taken out again (the app links its own when its code asks for it). Vite's
 * loader, whose list of links was read before these, links them again when the app's code asks: the copy
 * comes later in the head, so the cascade is the app's own order, as on a visit without a paint.
 */
export function linkStylesheet(doc: Document, href: string): Promise<boolean> {
  const page = new URL(doc.baseURI);
  const url = new URL(href, page);
  if (url.origin !== page.origin || !url.pathname.endsWith('.css')) return Promise.resolve(false);
  const links = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
  if (links.some((link) => link.href === url.href)) return Promise.resolve(true);
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  link.crossOrigin = ''; // as the first-page script's preload and Vite's links: one request, from its cache
  link.href = url.href;
  return new Promise((resolve) => {
    link.onload = () => resolve(true);
    link.onerror = () => {
      link.remove();
      resolve(false);
    };
    doc.head.append(link);
  });
}

/** The browser's own sanitizer's way in (the HTML Sanitizer API; not in TypeScript's DOM types yet). */
interface SafeHtmlTarget {
  setHTML?: (html: string, options: { sanitizer: Record<string, never> }) => void;
}

/**
 * Cleans the kept markup into `into`: with the browser's own sanitizer where it has one (`setHTML`: Chromium 146,
 * Firefox 148), which takes scripts, handlers and script addresses out whatever it is told and, told nothing else,
 * keeps what the app drew (classes, `data-*`, `style`, the layout's `<style>` elements); elsewhere with DOMPurify,
 * loaded only then. On a phone at 4x the native one's parse took 34 ms; DOMPurify's parse and walk of the dashboard
 * took 170 ms, the paint's longest step (`npm run perf:boot`, a returning visit).
 */
export async function cleanMarkup(into: HTMLElement, html: string): Promise<void> {
  const safe = into as HTMLElement & SafeHtmlTarget;
  if (typeof safe.setHTML === 'function') return safe.setHTML(html, { sanitizer: {} });
  const { default: purify } = await import('dompurify');
  // FORCE_BODY: the layout's own <style> elements lead the markup and would otherwise be dropped.
  into.append(purify.sanitize(html, { RETURN_DOM_FRAGMENT: true, FORCE_BODY: true }));
}

/**
 * The screen's status line says what the app's first screen will: the kept classes updating, or offline when
 * the browser says so (the app's first verdict too: lib/network/connectivity.ts). False when the markup has none
 * (a copy kept before the line was drawn): painted without it, the app's line would push the classes down.
 */
function markStatus(painted: HTMLElement, paint: KeptPaint, online: boolean): boolean {
  const status = painted.querySelector<HTMLElement>(`[${STATUS}]`);
  if (!status) return false;
  status.textContent = online ? paint.mark : paint.offlineMark;
  status.title = status.textContent;
  status.dataset.state = online ? 'kept' : 'offline';
  status.setAttribute('aria-live', 'polite');
  return true;
}

/**
 * Paints the kept dashboard of the signed-in identity into the empty root, marked as the last known
 * schedule, inert until the app takes over. Nothing when there is no session, no usable copy (another
 * identity's, too old, unreadable) or no paint in it, or when the app has drawn first. Returns whether
 * it painted. Run by the early entry (src/early-ask.ts).
 */
export async function paintKeptSchedule(
  session: AuthSession | null,
  doc: Document = document,
  now = Date.now(),
  link: typeof linkStylesheet = linkStylesheet,
  online = doc.defaultView?.navigator.onLine !== false,
): Promise<boolean> {
  const paint: KeptPaint | undefined = (await readKeptCopy(session, now))?.paint;
  const root = doc.getElementById('root');
  // A copy kept before the paint named its stylesheets is not painted: it would move as they came.
  if (!paint || !Array.isArray(paint.stylesheets) || !root || root.hasChildNodes()) return false;
  // Its stylesheets first (the first-page script has fetched some: those load from the cache), the markup cleaned
  // while they come. Without one, no paint; the app may have drawn meanwhile.
  const linking = Promise.all(paint.stylesheets.map((href) => link(doc, href)));
  const painted = doc.createElement('div');
  // Sealed markup the app itself wrote; cleaned all the same, as everything put into the page.
  await cleanMarkup(painted, paint.html);
  const linked = await linking;
  if (linked.includes(false) || root.hasChildNodes() || !markStatus(painted, paint, online)) return false;
  painted.setAttribute(PAINTED, '');
  // Its own box changes no layout; inert: a tap does nothing rather than something stale.
  painted.style.display = 'contents';
  painted.inert = true;
  painted.setAttribute('aria-busy', 'true');
  // Texts true only when drawn ("in 5 min"): hidden, not removed, so nothing moves when the app draws them anew.
  // Inside the paint, so it goes with it when the app's first commit clears the root.
  const live = doc.createElement('style');
  live.textContent = `[${PAINTED}] [${LIVE}]{visibility:hidden}`;
  painted.prepend(live);
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
