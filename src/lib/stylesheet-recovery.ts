import { failedStylesheet } from '@/lib/code-load-error';
import { onRecovery } from '@/lib/query/recovery';

/**
 * Vite's `vite:preloadError` (docs/decisions/offline.md "Nothing loaded on demand takes the page down"): a
 * stylesheet that could not be downloaded is one Vite never asks for again in the page's life (it remembers
 * having added it). The event is not prevented: the import then fails, and the part (or the route) shows its
 * failure state. Prevented, a failed stylesheet would leave the part unstyled for good, and a failed module
 * would resolve to nothing. The app asks for it again: when the device or the host is back, and before a
 * part's code is asked again (`stylesheetsBack`): the code may come back while the page's own server refused
 * only for a while, with neither the device nor the host ever gone, and a part drawn without its stylesheet
 * can be worse than none (a dialog's overlay over its own OK, `npm run soak` seed 4711).
 */
export function keepStylesheetsComing(page: Window = window): () => void {
  const missing = new Set<string>();
  /** Stylesheets asked for again and not yet answered: asked once however many parts wait for them. */
  const asking = new Map<string, Promise<void>>();
  const onPreloadError = (event: Event) => {
    const href = failedStylesheet((event as Event & { payload?: unknown }).payload);
    if (!href) return;
    missing.add(href);
    for (const link of page.document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) if (link.href === href) link.remove();
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
  page.addEventListener('vite:preloadError', onPreloadError);
  const stop = onRecovery(() => void askAgain().catch(() => undefined));
  current = askAgain;
  return () => {
    page.removeEventListener('vite:preloadError', onPreloadError);
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
 * A route's code, loaded as a part's is: after the stylesheets an earlier failure left out (a table's or a
 * dialog's styles, shared with a part that failed before), or the screen would be drawn without them.
 */
export const withStylesheets =
  <T>(load: () => Promise<T>) =>
  (): Promise<T> =>
    stylesheetsBack().then(load);
