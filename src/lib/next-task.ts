/**
 * Resolves in a task of its own, so the work after it does not lengthen the current one: on a
 * phone's CPU one long task keeps input and paint waiting. `scheduler.yield()` where the browser
 * has it (the continuation goes ahead of other queued tasks), otherwise a zero timeout.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Resolves in the browser's next idle moment (at most `timeoutMs` later): a step of work that can
 * wait goes after what the page and the teacher are doing. A zero timeout where there is no
 * requestIdleCallback (Safari, jsdom).
 */
export function nextIdle(timeoutMs = 2_000): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else setTimeout(resolve, 0);
  });
}
