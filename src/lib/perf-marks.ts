/**
 * User-timing marks for what the portal measures in the browser (palette open, chart render):
 * `npm run measure:ui` (scripts/measure-ui.ts) reads them back with performance.getEntriesByName.
 * Never asserted on in a test: timings belong to a quiet machine's report.
 */
/** Set when the first idle work starts (use-when-idle.ts): the budget check's first page ends there. */
export const IDLE_WORK_MARK = 'tp:idle-work';

export function markStart(name: string): void {
  performance.mark(`${name}:start`);
}

/** After the next frame has been painted: the measure `name` from its last start mark (if any). */
export function measureAfterPaint(name: string): void {
  const started = () => performance.getEntriesByName(`${name}:start`, 'mark').length > 0;
  if (!started()) return;
  requestAnimationFrame(() =>
    setTimeout(() => {
      if (!started()) return; // measured already (an effect run twice)
      performance.measure(name, `${name}:start`);
      performance.clearMarks(`${name}:start`);
    }, 0),
  );
}
