/**
 * Resolves in a task of its own, so the work after it does not lengthen the current one: on a
 * phone's CPU one long task keeps input and paint waiting. `scheduler.yield()` where the browser
 * has it (the continuation goes ahead of other queued tasks), otherwise a zero timeout.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
