import { failedStylesheet } from '@/lib/code-load-error';
import { onRecovery } from '@/lib/query/recovery';

/**
 * Vite's `vite:preloadError` (docs/decisions/offline.md "Nothing loaded on demand takes the page down"): a
 * part's stylesheet that could not be downloaded is asked again when the device or the host is back, since
 * Vite never asks for it again in the page's life. The event is not prevented: the import then fails, and
 * the part (or the route) shows its failure state and loads again by itself, its styles included. Prevented,
 * a failed stylesheet would leave the part unstyled for good, and a failed module would resolve to nothing.
 */
export function keepStylesheetsComing(page: Window = window): () => void {
  const missing = new Set<string>();
  const onPreloadError = (event: Event) => {
    const href = failedStylesheet((event as Event & { payload?: unknown }).payload);
    if (!href) return;
    missing.add(href);
    for (const link of page.document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) if (link.href === href) link.remove();
  };
  const askAgain = () => {
    for (const href of missing) {
      missing.delete(href);
      const link = page.document.createElement('link');
      link.rel = 'stylesheet';
      link.crossOrigin = '';
      link.href = href;
      // Failed again: asked at the next return.
      link.addEventListener('error', () => {
        link.remove();
        missing.add(href);
      });
      page.document.head.appendChild(link);
    }
  };
  page.addEventListener('vite:preloadError', onPreloadError);
  const stop = onRecovery(askAgain);
  return () => {
    page.removeEventListener('vite:preloadError', onPreloadError);
    stop();
  };
}
