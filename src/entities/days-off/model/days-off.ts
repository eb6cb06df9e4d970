/**
 * Time off a teacher took (issue 41), kept on this device for the teacher: the host has no endpoint for
 * it, and its slots alone show only gaps. Shown as a span on Book a class and My courses.
 */
export interface DayOff {
  /** First and last day ('YYYY-MM-DD', teacher time); the same day for some hours of one day. */
  from: string;
  to: string;
  /** 'HH:mm', for some hours of one day (an end at or before the start is the next day's). */
  hours?: { start: string; end: string };
  /** When it is over: it is dropped after. */
  endMs: number;
  /**
   * Its open slots that were not closed (issue 47.2): students can still book them. Kept here because My courses
   * has no slot list; Book a class reconciles them with the live slots (`reconciled`).
   */
  open?: KeptSlot[];
}

/** An open slot of a time off, as much as the span needs: which one, and whether it has started. */
export interface KeptSlot {
  id: number;
  startMs: number;
}

const same = (a: DayOff, b: DayOff) =>
  a.from === b.from && a.to === b.to && a.hours?.start === b.hours?.start && a.hours?.end === b.hours?.end;

/** The list with `entry` added once (a later one over the same time replaces it); those over at `nowMs` go. Earliest first. */
export function withDayOff(list: readonly DayOff[], entry: DayOff, nowMs: number): DayOff[] {
  return [...currentDaysOff(list, nowMs).filter((d) => !same(d, entry)), entry].sort((a, b) =>
    `${a.from} ${a.hours?.start ?? ''}`.localeCompare(`${b.from} ${b.hours?.start ?? ''}`),
  );
}

/**
 * The list without `entry` (the same days and hours): the teacher removed it (issue 47 review). Only the record goes:
 * the slots it closed stay closed, those it kept open stay open.
 */
export const withoutDayOff = (list: readonly DayOff[], entry: DayOff): DayOff[] => list.filter((d) => !same(d, entry));

export const currentDaysOff = (list: readonly DayOff[], nowMs: number): DayOff[] => list.filter((d) => d.endMs > nowMs);

/** How many of its open slots students can still book: those kept open that have not started. */
export const stillBookable = (d: DayOff, nowMs: number): number => (d.open ?? []).filter((s) => s.startMs > nowMs).length;

/**
 * The list as the live slots say: a kept slot that is no longer open (closed since, booked, or gone) is no longer
 * bookable. `openIds`: the ids of the slots open now, from a full read of the weeks time off can cover.
 */
export function reconciled(list: readonly DayOff[], openIds: ReadonlySet<number>): DayOff[] {
  return list.map((d) => {
    const open = d.open?.filter((s) => openIds.has(s.id));
    if (!d.open || open?.length === d.open.length) return d;
    const { open: _, ...rest } = d;
    return open && open.length > 0 ? { ...rest, open } : rest;
  });
}

const isKeptSlot = (value: unknown): value is KeptSlot => {
  const s = value as KeptSlot;
  return !!s && typeof s.id === 'number' && typeof s.startMs === 'number';
};

const isDayOff = (value: unknown): value is DayOff => {
  const d = value as DayOff;
  return (
    !!d &&
    typeof d.from === 'string' &&
    typeof d.to === 'string' &&
    typeof d.endMs === 'number' &&
    (d.open === undefined || (Array.isArray(d.open) && d.open.every(isKeptSlot)))
  );
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
