/**
 * Runs `work` once the page has loaded and the browser then has an idle moment (at most `timeoutMs`
 * later): work for later pages (registering the app's worker, keeping what Intl said) never competes
 * with the first screen. Safari has no requestIdleCallback: a plain timer stands in.
 */
export function afterLoadWhenIdle(work: () => void, timeoutMs = 5000): void {
  const idle = () => ('requestIdleCallback' in window ? requestIdleCallback(work, { timeout: timeoutMs }) : setTimeout(work, 1000));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
