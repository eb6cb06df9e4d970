import { describe, expect, it } from 'vitest';
import { bytesPerSource, decodeSegment, sourceLookup } from './source-map-bytes';

describe('decodeSegment', () => {
  it.each([
    ['AAAA', [0, 0, 0, 0]],
    ['AACA', [0, 0, 1, 0]],
    ['D', [-1]],
    ['gB', [16]],
    ['hB', [-16]],
    ['2HwBAAA', [123, 24, 0, 0, 0]],
    ['', []],
  ])('%s -> %j', (segment, values) => {
    expect(decodeSegment(segment)).toEqual(values);
  });

  it.each(['g', '!A'])('rejects %s', (segment) => {
    expect(() => decodeSegment(segment)).toThrow();
  });
});

describe('bytesPerSource', () => {
  it('gives each segment the text up to the next one, across lines and sources', () => {
    // line 1: "abcdef" -> a.ts from col 0, b.ts from col 4; line 2: "ghij" -> no mapping until col 2 (b.ts)
    const map = { sources: ['a.ts', 'b.ts'], mappings: 'AAAA,ICAA;EAAA' };
    expect(Object.fromEntries(bytesPerSource('abcdef\nghij', map))).toEqual({ 'a.ts': 4, 'b.ts': 4, null: 2 });
  });

  it('counts text after a segment without a source as unowned', () => {
    const map = { sources: ['a.ts'], mappings: 'AAAA,E' };
    expect(Object.fromEntries(bytesPerSource('abcdef', map))).toEqual({ 'a.ts': 2, null: 4 });
  });

  it('handles more lines than mappings and empty input', () => {
    expect(Object.fromEntries(bytesPerSource('abc\ndef', { sources: ['a.ts'], mappings: 'AAAA' }))).toEqual({ 'a.ts': 3, null: 3 });
    expect(bytesPerSource('', { sources: [], mappings: '' }).size).toBe(0);
  });
});

describe('sourceLookup', () => {
  const at = sourceLookup({ sources: ['a.ts', 'b.ts'], mappings: 'AAAA,ICAA,E;EAAA;' });
  it.each([
    [0, 0, 'a.ts'],
    [0, 3, 'a.ts'],
    [0, 4, 'b.ts'],
    [0, 5, 'b.ts'],
    [0, 6, null], // a segment without a source ends b.ts
    [1, 0, null], // before the line's first segment
    [1, 2, 'b.ts'], // the source index runs on across lines
    [2, 0, null],
    [9, 0, null],
  ])('line %i column %i: %s', (line, column, source) => expect(at(line, column)).toBe(source));
});
