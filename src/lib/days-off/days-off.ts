/**
 * Time off a teacher took (issue 41), kept on this device for the identity that took it: the host has
 * no endpoint for it, and its slots alone show only gaps. Shown as a span on Book a class and My courses.
 */
export interface DayOff {
  /** First and last day ('YYYY-MM-DD', teacher time); the same day for some hours of one day. */
  from: string;
  to: string;
  /** 'HH:mm', for some hours of one day (an end at or before the start is the next day's). */
  hours?: { start: string; end: string };
  /** When it is over: it is dropped after. */
  endMs: number;
}

const same = (a: DayOff, b: DayOff) =>
  a.from === b.from && a.to === b.to && a.hours?.start === b.hours?.start && a.hours?.end === b.hours?.end;

/** The list with `entry` added once; those over at `nowMs` go. Earliest first. */
export function withDayOff(list: readonly DayOff[], entry: DayOff, nowMs: number): DayOff[] {
  return [...currentDaysOff(list, nowMs).filter((d) => !same(d, entry)), entry].sort((a, b) =>
    `${a.from} ${a.hours?.start ?? ''}`.localeCompare(`${b.from} ${b.hours?.start ?? ''}`),
  );
}

export const currentDaysOff = (list: readonly DayOff[], nowMs: number): DayOff[] => list.filter((d) => d.endMs > nowMs);

const isDayOff = (value: unknown): value is DayOff => {
  const d = value as DayOff;
  return !!d && typeof d.from === 'string' && typeof d.to === 'string' && typeof d.endMs === 'number';
};

/** What was stored, or nothing when it is malformed (written by another version, or by hand). */
export function readDaysOff(text: string | null): DayOff[] {
  try {
    const value: unknown = text ? JSON.parse(text) : [];
    return Array.isArray(value) ? value.filter(isDayOff) : [];
  } catch {
    return [];
  }
}
