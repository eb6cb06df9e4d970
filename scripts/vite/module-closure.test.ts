import { describe, expect, it } from 'vitest';
import { type GraphModule, isBarrel, moduleClosure } from './module-closure';

const NM = '/app/node_modules';
/** A small graph: an app page, a UI package with a barrel, a query package whose barrel re-exports another. */
const MODULES: Record<string, GraphModule> = {
  '/app/src/page.tsx': {
    code: `import type { Theme } from '@ui/core';\nimport { Button, Input as Field } from '@ui/core';\nimport { useQuery } from '@q/react';\nimport { helper } from './helper';\nexport const Page = () => Button(Field, useQuery, helper);`,
    importedIds: [`${NM}/@ui/core/index.mjs`, `${NM}/@q/react/index.js`, '/app/src/helper.ts'],
  },
  '/app/src/helper.ts': { code: `export const helper = 1;\nexport const other = 2;`, importedIds: [] },
  '/app/src/namespace.ts': { code: `import * as UI from '@ui/core';\nexport default UI;`, importedIds: [`${NM}/@ui/core/index.mjs`] },
  [`${NM}/@ui/core/index.mjs`]: {
    code: `import { Button } from "./Button.mjs";\nimport { Input } from "./Input.mjs";\nimport { Modal } from "./Modal.mjs";\nexport { Button, Input, Modal };`,
    importedIds: [`${NM}/@ui/core/Button.mjs`, `${NM}/@ui/core/Input.mjs`, `${NM}/@ui/core/Modal.mjs`],
  },
  [`${NM}/@ui/core/Button.mjs`]: {
    code: `import { useId } from "@ui/hooks";\nexport const Button = () => useId();`,
    importedIds: [`${NM}/@ui/hooks/index.mjs`],
  },
  [`${NM}/@ui/core/Input.mjs`]: { code: `export const Input = 1;`, importedIds: [] },
  [`${NM}/@ui/core/Modal.mjs`]: {
    code: `import { useLock } from "@ui/hooks";\nexport const Modal = useLock;`,
    importedIds: [`${NM}/@ui/hooks/index.mjs`],
  },
  [`${NM}/@ui/hooks/index.mjs`]: {
    code: `"use client";\nimport { useId } from "./use-id.mjs";\nimport { useLock } from "./use-lock.mjs";\nexport { useId, useLock };\n//# sourceMappingURL=index.mjs.map`,
    importedIds: [`${NM}/@ui/hooks/use-id.mjs`, `${NM}/@ui/hooks/use-lock.mjs`],
  },
  [`${NM}/@ui/hooks/use-id.mjs`]: { code: `export function useId() {}`, importedIds: [] },
  [`${NM}/@ui/hooks/use-lock.mjs`]: { code: `export function useLock() {}`, importedIds: [] },
  [`${NM}/@q/react/index.js`]: {
    code: `export * from "@q/core";\nimport { useQuery } from "./useQuery.js";\nimport { useQueries } from "./useQueries.js";\nexport { useQuery, useQueries };`,
    importedIds: [`${NM}/@q/core/index.js`, `${NM}/@q/react/useQuery.js`, `${NM}/@q/react/useQueries.js`],
  },
  [`${NM}/@q/react/useQuery.js`]: {
    code: `import { Observer } from "@q/core";\nexport const useQuery = Observer;`,
    importedIds: [`${NM}/@q/core/index.js`],
  },
  [`${NM}/@q/react/useQueries.js`]: { code: `export const useQueries = 1;`, importedIds: [] },
  [`${NM}/@q/core/index.js`]: {
    code: `export { Observer } from "./observer.js";\nexport { QueriesObserver } from "./queries.js";`,
    importedIds: [`${NM}/@q/core/observer.js`, `${NM}/@q/core/queries.js`],
  },
  [`${NM}/@q/core/observer.js`]: { code: `export class Observer {}`, importedIds: [] },
  [`${NM}/@q/core/queries.js`]: { code: `export class QueriesObserver {}`, importedIds: [] },
};
const graph = (id: string) => MODULES[id] ?? null;
const short = (ids: Set<string>) => [...ids].map((id) => id.replace(`${NM}/`, '').replace('/app/', '')).sort();

describe('moduleClosure', () => {
  it('follows only the names taken from a barrel, through nested and star barrels', () => {
    expect(short(moduleClosure(['/app/src/page.tsx'], graph))).toEqual([
      '@q/core/observer.js',
      '@q/react/useQuery.js',
      '@ui/core/Button.mjs',
      '@ui/core/Input.mjs',
      '@ui/hooks/use-id.mjs',
      'src/helper.ts',
      'src/page.tsx',
    ]);
  });

  it('a namespace import takes the whole barrel (more, never less)', () => {
    const reached = short(moduleClosure(['/app/src/namespace.ts'], graph));
    expect(reached).toEqual(expect.arrayContaining(['@ui/core/Button.mjs', '@ui/core/Modal.mjs', '@ui/hooks/use-lock.mjs']));
  });

  it('an unknown module ends the walk there', () => {
    expect(short(moduleClosure(['/app/src/missing.ts'], graph))).toEqual([]);
  });
});

describe('isBarrel', () => {
  it.each([
    ['imports then an export list', `import { a } from "./a.mjs";\nexport { a };`, true],
    [
      're-exports with a directive and a map comment',
      `"use client";\nexport { a } from "./a";\nexport * from "./b";\n//# sourceMappingURL=x`,
      true,
    ],
    ['a module with its own code', `import { a } from "./a";\nexport const b = a + 1;`, false],
    ['only exported declarations', `export const a = 1;\nexport function b() {}`, false],
    ['no code', null, false],
    ['empty', '', false],
  ])('%s: %s', (_, code, expected) => {
    expect(isBarrel(code)).toBe(expected);
  });
});
