import { describe, expect, it } from 'vitest';
import { constantValue, docValue, figureClaims, pathClaims } from './doc-claims';

describe('pathClaims: the repository paths a doc names', () => {
  it.each<[string, string, string[]]>([
    ['a backticked file', 'see `src/lib/time/zone-offset.ts`.', ['src/lib/time/zone-offset.ts']],
    ['with a line and an anchor', '`e2e/slow-host.spec.ts:31` and `docs/offline.md#top`', ['e2e/slow-host.spec.ts', 'docs/offline.md']],
    [
      'a top-level file',
      '`package.json`, `vite.config.ts`, `playwright.demo-host.config.ts`',
      ['package.json', 'vite.config.ts', 'playwright.demo-host.config.ts'],
    ],
    ['placeholders and patterns are no path', '`src/routes/<screen>/`, `e2e/**/*.spec.ts`, `tp.offline:…`, `src/a b.ts`', []],
    ['a name without a folder is no path', '`zone-keep.ts`, `useNow()`, `npm test`', []],
    ['a relative link, read from the doc', 'the [record](../measurements.md#calibration)', ['../measurements.md']],
    ['web links are not checked', '[spec](https://example.org/a) [mail](mailto:a@b.c) [here](#top)', []],
    ['empty', '', []],
  ])('%s', (_, markdown, paths) => {
    expect(pathClaims(markdown).map((c) => c.path)).toEqual(paths);
  });

  it('says the line', () => {
    expect(pathClaims('one\ntwo `src/main.tsx`')).toEqual([{ line: 2, path: 'src/main.tsx', fromDoc: false }]);
  });
});

describe('figureClaims and docValue: a figure quoted from the code', () => {
  it.each<[string, string, [string, number | string | null][]]>([
    ['days', '`KEEP_MS = 45 days`', [['KEEP_MS', 3_888_000_000]]],
    ['a plain count, with a thousands comma', '`MAX_BATCH = 1,000`', [['MAX_BATCH', 1000]]],
    [
      'seconds and minutes',
      '`A_MS = 1.5 s` `B_MS = 2 min`',
      [
        ['A_MS', 1500],
        ['B_MS', 120_000],
      ],
    ],
    ['a text', "`ZONE_KEPT_KEY = 'tp.zone-kept'`", [['ZONE_KEPT_KEY', 'tp.zone-kept']]],
    ['an unknown unit is no figure', '`KEEP_MS = 45 fortnights`', [['KEEP_MS', null]]],
    ['lowercase names are code, not claims', '`x = 5` `useThing = 1`', []],
  ])('%s', (_, markdown, claims) => {
    expect(figureClaims(markdown).map((c) => [c.name, docValue(c.value)])).toEqual(claims);
  });
});

describe('constantValue: a constant as its source writes it', () => {
  const known: Record<string, number | string> = { DAY_MS: 86_400_000, KEEP_MS: 45 * 86_400_000, NAME: 'x' };
  const resolve = (name: string) => known[name] ?? null;
  it.each<[string, string, number | string | null]>([
    ['a literal with separators', '60_000', 60_000],
    ['arithmetic over other constants', 'KEEP_MS + 60 * DAY_MS', 105 * 86_400_000],
    ['a text', "'tp.zone-kept'", 'tp.zone-kept'],
    ['an unknown name', '3 * UNKNOWN_MS', null],
    ['a text constant in arithmetic', '2 * NAME', null],
    ['a call is not read', 'Math.max(1, 2)', null],
    ['an object is not read', '{ a: 1 }', null],
  ])('%s', (_, expression, value) => {
    expect(constantValue(expression, resolve)).toBe(value);
  });
});
