import { describe, expect, it } from 'vitest';
import { type DependencyUse, importedSpecifiers, packageOf, unusedDependencies } from './unused-dependencies';

describe('packageOf', () => {
  it.each<[string, string | null]>([
    ['react', 'react'],
    ['react-dom/client', 'react-dom'],
    ['@mantine/core', '@mantine/core'],
    ['@testing-library/jest-dom/vitest', '@testing-library/jest-dom'],
    ['@scope', null],
    ['./wall-format', null],
    ['../src/lib/time/instant', null],
    ['/abs/path', null],
    ['node:fs', null],
    ['virtual:pwa-register', null],
    ['', null],
  ])('%s -> %s', (specifier, name) => expect(packageOf(specifier)).toBe(name));
});

describe('importedSpecifiers', () => {
  it.each<[string, string, string[]]>([
    ['named', "import { z } from 'zod/mini';", ['zod/mini']],
    ['side effect', "import '@testing-library/jest-dom/vitest';", ['@testing-library/jest-dom/vitest']],
    ['dynamic', "const m = await import('date-fns-tz');", ['date-fns-tz']],
    ['re-export', 'export { a } from "./a";', ['./a']],
    ['type only', "import type { Page } from '@playwright/test';", ['@playwright/test']],
    ['require', "const x = require('globals');", ['globals']],
    ['a word "from" in prose is not an import', '// taken from the spec', []],
    ['empty', '', []],
  ])('%s', (_name, source, specifiers) => expect(importedSpecifiers(source)).toEqual(specifiers));
});

const use = (overrides: Partial<DependencyUse>): DependencyUse => ({
  runtime: [],
  dev: [],
  appImports: new Set(),
  otherUses: new Set(),
  peersOf: () => [],
  ...overrides,
});

describe('unusedDependencies', () => {
  it.each<[string, DependencyUse, { runtime: string[]; dev: string[] }]>([
    ['imported by the app', use({ runtime: ['zod'], appImports: new Set(['zod']) }), { runtime: [], dev: [] }],
    ['a runtime dependency nothing imports', use({ runtime: ['date-fns-tz'] }), { runtime: ['date-fns-tz'], dev: [] }],
    [
      'a runtime dependency only a test or a script imports belongs in devDependencies',
      use({ runtime: ['date-fns'], otherUses: new Set(['date-fns']) }),
      { runtime: ['date-fns'], dev: [] },
    ],
    [
      'a peer the app needs through a package it imports',
      use({
        runtime: ['@mantine/tiptap', '@tiptap/extension-link'],
        appImports: new Set(['@mantine/tiptap']),
        peersOf: (n) => (n === '@mantine/tiptap' ? ['@tiptap/extension-link'] : []),
      }),
      { runtime: [], dev: [] },
    ],
    [
      'peers of peers',
      use({ dev: ['a', 'b', 'c'], otherUses: new Set(['a']), peersOf: (n) => ({ a: ['b'], b: ['c'] })[n] ?? [] }),
      { runtime: [], dev: [] },
    ],
    [
      'a development package named or run somewhere',
      use({ dev: ['jsdom', 'tsx'], otherUses: new Set(['jsdom', 'tsx']) }),
      { runtime: [], dev: [] },
    ],
    ['a development package nothing uses', use({ dev: ['left-pad'] }), { runtime: [], dev: ['left-pad'] }],
    [
      'types of node, and of a used package',
      use({ dev: ['@types/node', '@types/react'], appImports: new Set(['react']) }),
      { runtime: [], dev: [] },
    ],
    ['types of a package nothing uses', use({ dev: ['@types/lodash'] }), { runtime: [], dev: ['@types/lodash'] }],
  ])('%s', (_name, input, expected) => expect(unusedDependencies(input)).toEqual(expected));
});
