/** Time ranges are half-open [start, end): a slot ending at 10:00 and one starting at 10:00 touch, they do not overlap. */
export interface Interval {
  startMs: number;
  endMs: number;
}

export const overlaps = (a: Interval, b: Interval): boolean => a.startMs < b.endMs && b.startMs < a.endMs;

/** Indexes of `candidates` that overlap one of `existing` or another candidate. */
export function overlappingIndexes(candidates: readonly Interval[], existing: readonly Interval[]): Set<number> {
  const hits = new Set<number>();
  candidates.forEach((candidate, i) => {
    if (existing.some((slot) => overlaps(candidate, slot)) || candidates.some((other, j) => j !== i && overlaps(candidate, other))) {
      hits.add(i);
    }
  });
  return hits;
}
