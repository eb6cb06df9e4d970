/** An abort signal after `ms` on the page's own timers (so a test's controlled clock governs it). */
export function deadline(ms: number): { signal: AbortSignal; done: () => void } {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('The request took too long', 'TimeoutError')), ms);
  return { signal: controller.signal, done: () => clearTimeout(timer) };
}
