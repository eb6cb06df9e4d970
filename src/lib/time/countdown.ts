/** A countdown: whole days, then "hh:mm:ss" of what is left of the day (spec 9 within a day). */
export interface Countdown {
  /** Whole days left; 0 within 24 hours. */
  days: number;
  /** "hh:mm:ss", hours below 24 once days are taken out. */
  clock: string;
}

const DAY_S = 86_400;
const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * The time left, as days and a clock ("835:01:45" reads as 34 days 19:01:45). It is a duration of
 * elapsed time, so a daylight-saving change in between does not move it. Fractions of a second
 * are floored, so it never shows time that is not left; negative or non-finite -> 0 days "00:00:00".
 */
export function countdownParts(ms: number): Countdown {
  const total = Number.isFinite(ms) && ms > 0 ? Math.floor(ms / 1000) : 0;
  const rest = total % DAY_S;
  const clock = `${pad2(Math.floor(rest / 3600))}:${pad2(Math.floor((rest % 3600) / 60))}:${pad2(rest % 60)}`;
  return { days: Math.floor(total / DAY_S), clock };
}
