import { describe, expect, it } from 'vitest';
import { filterByWords, foldText, queryWords } from './text-search';

describe('foldText', () => {
  it.each([
    ['Émile', 'emile'],
    ['  spaced  ', 'spaced'],
    ['ＡＭＹ', 'amy'],
    ['李雷', '李雷'],
  ])('%s -> %s', (input, output) => expect(foldText(input)).toBe(output));
});

describe('queryWords', () => {
  it.each<[string, string[]]>([
    ['', []],
    ['  \t ', []],
    ['Tom  WANG', ['tom', 'wang']],
  ])('"%s"', (query, words) => expect(queryWords(query)).toEqual(words));
});

describe('filterByWords', () => {
  const names = ['Lily Zhang', 'Tom Wang', 'Zoë Müller'];
  it.each<[string, string[]]>([
    ['', names],
    ['wang tom', ['Tom Wang']],
    ['tom zhang', []],
    ['zoe muller', ['Zoë Müller']],
    ['.*', []],
  ])('"%s"', (query, found) => expect(filterByWords(names, query, (name) => name)).toEqual(found));

  it('returns a new array for a blank query', () => {
    expect(filterByWords(names, ' ', (name) => name)).not.toBe(names);
  });
});
