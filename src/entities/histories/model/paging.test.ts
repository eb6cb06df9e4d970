import { describe, expect, it } from 'vitest';
import { isPastEnd, nextPage, pageCount } from './paging';

describe('history paging', () => {
  it.each([
    [0, 10, 1],
    [-3, 10, 1],
    [Number.NaN, 10, 1],
    [1, 10, 1],
    [10, 10, 1],
    [11, 10, 2],
    [45, 10, 5],
    [45, 500, 1],
    [45, 0, 1],
  ])('pageCount(%d, %d) = %d', (total, perPage, pages) => {
    expect(pageCount(total, perPage)).toBe(pages);
  });

  it.each([
    [1, 45, 2],
    [4, 45, 5],
    [5, 45, null],
    [1, 10, null],
    [1, 11, 2],
    [1, 0, null],
    [9, 45, null],
    [0, 45, null],
    [1.5, 45, null],
  ])('after page %d of %d classes comes %s', (page, total, next) => {
    expect(nextPage(page, total, 10)).toBe(next);
  });

  it.each([
    [5, 45, false],
    [6, 45, true],
    [1, 0, false],
    [2, 0, true],
  ])('page %d of %d classes is past the end: %s', (page, total, past) => {
    expect(isPastEnd(page, total, 10)).toBe(past);
  });
});
