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

let began = false;
let waiting: (() => void)[] = [];

/** The page's own idle work has begun (use-when-idle.ts, or the fallback below): what waited for it runs now. */
export function idleWorkBegan(): void {
  began = true;
  const ready = waiting;
  waiting = [];
  ready.forEach((work) => work());
}

/**
 * `work` once the page's own idle work has begun (the dashboard's, 1.5 s after its class list: its first
 * page is what came before), or 8 s after load and an idle moment on a screen that has none.
 */
export function afterIdleWork(work: () => void): void {
  if (began) return work();
  waiting.push(work);
  afterLoadWhenIdle(() => setTimeout(idleWorkBegan, 8000));
}
