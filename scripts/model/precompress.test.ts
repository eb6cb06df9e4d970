import { describe, expect, it } from 'vitest';
import { compressionPays, shouldPrecompress } from './precompress';

describe('shouldPrecompress', () => {
  it.each([
    ['assets/index-Ab12Cd.js', 50_000, true],
    ['assets/index-Ab12Cd.mjs', 50_000, true],
    ['assets/index-Ab12Cd.css', 20_000, true],
    ['index.html', 2_000, true],
    ['assets/catalogue-en-Ab12.json', 4_000, true],
    ['favicon.svg', 3_000, true],
    ['site.webmanifest', 1_500, true],
    ['robots.txt', 1_024, true],
    ['ASSETS/UPPER.JS', 5_000, true],
    // Too small to be worth a copy.
    ['robots.txt', 1_023, false],
    ['assets/tiny-Ab12.js', 300, false],
    // Not text, or never served.
    ['assets/logo-Ab12.png', 50_000, false],
    ['assets/font-Ab12.woff2', 50_000, false],
    ['demo-media/replay.mp4', 500_000, false],
    ['assets/index-Ab12Cd.js.map', 500_000, false],
    // Copies already written are not compressed again.
    ['assets/index-Ab12Cd.js.br', 50_000, false],
    ['assets/index-Ab12Cd.js.gz', 50_000, false],
    // A name that only contains a compressible extension.
    ['assets/js-notes.bin', 50_000, false],
  ])('%s (%i bytes): %s', (file, bytes, expected) => {
    expect(shouldPrecompress(file, bytes)).toBe(expected);
  });
});

describe('compressionPays', () => {
  it.each([
    [10_000, 3_000, true],
    [10_000, 9_000, true], // exactly 10 % smaller
    [10_000, 9_001, false],
    [10_000, 10_000, false],
    [10_000, 12_000, false], // already compressed content grows
    [0, 0, false],
  ])('%i -> %i bytes: %s', (original, compressed, expected) => {
    expect(compressionPays(original, compressed)).toBe(expected);
  });
});
