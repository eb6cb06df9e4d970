import { describe, expect, it } from 'vitest';
import { overlappingIndexes, overlaps } from './overlap';

const iv = (startMs: number, endMs: number) => ({ startMs, endMs });

describe('overlaps (half-open ranges)', () => {
  it.each<[string, [number, number], [number, number], boolean]>([
    ['touching: a ends when b starts', [9, 10], [10, 11], false],
    ['touching: b ends when a starts', [10, 11], [9, 10], false],
    ['disjoint', [9, 10], [12, 13], false],
    ['identical', [9, 10], [9, 10], true],
    ['partial at the start', [9, 10], [8, 9.5], true],
    ['partial at the end', [9, 10], [9.5, 11], true],
    ['contained', [9, 12], [10, 11], true],
    ['containing', [10, 11], [9, 12], true],
    ['one minute shared', [9, 10], [9 + 59 / 60, 11], true],
    ['empty range inside another', [9, 11], [10, 10], true],
  ])('%s -> %s', (_, [a1, a2], [b1, b2], expected) => {
    expect(overlaps(iv(a1, a2), iv(b1, b2))).toBe(expected);
  });
});

describe('overlappingIndexes', () => {
  it.each<[string, [number, number][], [number, number][], number[]]>([
    [
      'none',
      [
        [9, 10],
        [11, 12],
      ],
      [[10, 11]],
      [],
    ],
    [
      'with an existing slot',
      [
        [9, 10],
        [11, 12],
      ],
      [[11.5, 13]],
      [1],
    ],
    [
      'inside the batch: both marked',
      [
        [9, 10],
        [9.5, 10.5],
        [12, 13],
      ],
      [],
      [0, 1],
    ],
    [
      'back to back in the batch',
      [
        [9, 10],
        [10, 11],
      ],
      [],
      [],
    ],
    ['empty batch', [], [[9, 10]], []],
  ])('%s', (_, candidates, existing, expected) => {
    const hits = overlappingIndexes(
      candidates.map(([s, e]) => iv(s, e)),
      existing.map(([s, e]) => iv(s, e)),
    );
    expect([...hits].sort()).toEqual(expected);
  });
});
