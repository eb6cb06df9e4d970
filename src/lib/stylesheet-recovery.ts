import { codeAgain } from '@/lib/network/code-again';
import { onRecovery } from '@/lib/query/recovery';

/**
 * A stylesheet that could not be downloaded is one Vite never asks for again in the page's life (it remembers
 * having added it), and Vite's `vite:preloadError` names only the first of a part's that failed. So every
 * stylesheet link that fails is noted here, as it fails (docs/decisions/offline.md "Nothing loaded on demand
 * takes the page down"). The import itself still fails (the event is not prevented): the part, or the route,
 * shows its failure state. The app asks for them again: when the device or the host is back, and before a
 * part's or a route's code is asked again (`stylesheetsBack`): the code may come back while the page's own
 * server refused only for a while, with neither the device nor the host ever gone, and a part drawn without
 * its stylesheets can be worse than none (a dialog's overlay over its own OK, `npm run soak` seed 4711).
 */
export function keepStylesheetsComing(page: Window = window): () => void {
  const missing = new Set<string>();
  /** Stylesheets asked for again and not yet answered: asked once however many parts wait for them. */
  const asking = new Map<string, Promise<void>>();
  // A link's load error does not bubble: caught on its way down.
  const onError = (event: Event) => {
    const link = event.target as Partial<HTMLLinkElement> | null;
    if (link?.tagName !== 'LINK' || link.rel !== 'stylesheet' || !link.href || asking.has(link.href)) return;
    missing.add(link.href);
    link.remove?.();
  };
  const ask = (href: string): Promise<void> => {
    let asked = asking.get(href);
    if (asked) return asked;
    missing.delete(href);
    const link = page.document.createElement('link');
    link.rel = 'stylesheet';
    link.crossOrigin = '';
    link.href = href;
    asked = new Promise<void>((resolve, reject) => {
      link.addEventListener('load', () => resolve());
      // Failed again: asked at the next return, or before the part's next try.
      link.addEventListener('error', () => {
        link.remove();
        missing.add(href);
        reject(new Error(`Unable to preload CSS for ${href}`));
      });
    }).finally(() => asking.delete(href));
    asking.set(href, asked);
    page.document.head.appendChild(link);
    return asked;
  };
  // What is missing, and what is already being asked for again (a second caller waits for the same answer).
  const askAgain = () => Promise.all([...new Set([...missing, ...asking.keys()])].map(ask)).then(() => undefined);
  page.document.addEventListener('error', onError, true);
  const stop = onRecovery(() => void askAgain().catch(() => undefined));
  current = askAgain;
  return () => {
    page.document.removeEventListener('error', onError, true);
    stop();
    if (current === askAgain) current = null;
  };
}

let current: (() => Promise<void>) | null = null;

/**
 * Before a part's code is asked again (on-demand-part.tsx): the stylesheets that failed are asked for now.
 * Resolves once they are there (at once when none is missing); rejects as Vite would if one fails again, so
 * the part stays in its failed state rather than drawn without its styles.
 */
export const stylesheetsBack = (): Promise<void> => current?.() ?? Promise.resolve();

/**
 * A route's or a part's code, after the stylesheets an earlier failure left out (a table's or a dialog's
 * styles, shared with a part that failed before), or the screen would be drawn without them. Once it came,
 * the next failure backs off anew (lib/network/code-again.ts).
 */
export const withStylesheets =
  <T>(load: () => Promise<T>) =>
  (): Promise<T> =>
    stylesheetsBack()
      .then(load)
      .then((loaded) => {
        codeAgain.loaded();
        return loaded;
      });
