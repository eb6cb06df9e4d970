/**
 * When a class starts, said relative to now: "in 15 min", "in 2 h 50 min", "in 3 days", "in
 * progress", "ended". The minutes still to wait are rounded up, so it never says "in 0 min" and
 * turns "in progress" exactly at the start; hours and days are whole ones of those minutes.
 * Pure: `nowMs` is passed in.
 */
export type RelativeStart =
  | { kind: 'minutes'; minutes: number }
  | { kind: 'hours'; hours: number; minutes: number }
  | { kind: 'days'; days: number }
  | { kind: 'inProgress' }
  | { kind: 'ended' };

const MINUTE_MS = 60_000;
const HOUR_MIN = 60;
const DAY_MIN = 24 * HOUR_MIN;

/** null when an instant is not a number (nothing sensible to say). A class without length ends at its start. */
export function relativeStart(startMs: number, endMs: number, nowMs: number): RelativeStart | null {
  if (!Number.isFinite(startMs) || !Number.isFinite(endMs) || !Number.isFinite(nowMs)) return null;
  if (nowMs >= startMs) return nowMs < endMs ? { kind: 'inProgress' } : { kind: 'ended' };
  const minutes = Math.ceil((startMs - nowMs) / MINUTE_MS);
  if (minutes < HOUR_MIN) return { kind: 'minutes', minutes };
  if (minutes < DAY_MIN) return { kind: 'hours', hours: Math.floor(minutes / HOUR_MIN), minutes: minutes % HOUR_MIN };
  return { kind: 'days', days: Math.floor(minutes / DAY_MIN) };
}
