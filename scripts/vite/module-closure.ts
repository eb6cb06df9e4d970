import { dirname, resolve } from 'node:path';

/** What the closure needs of Rolldown's module graph (ChunkingContext.getModuleInfo). */
export interface GraphModule {
  code: string | null;
  importedIds: readonly string[];
}
export type Graph = (id: string) => GraphModule | null;

const IMPORT = /\bimport\s*(?:([\w$]+)\s*,?\s*)?(?:\{([^}]*)\}|\*\s*as\s+[\w$]+)?\s*from\s*["']([^"']+)["']|\bimport\s*["']([^"']+)["']/g;
const EXPORT_FROM = /\bexport\s*(?:\{([^}]*)\}|\*(?:\s*as\s+[\w$]+)?)\s*from\s*["']([^"']+)["']/g;
const COMMENTS = /\/\*[\s\S]*?\*\/|\/\/[^\n]*/g;

/** A package's index that only gathers other modules (Mantine, TanStack, hooks): imports and exports, nothing else. */
export function isBarrel(code: string | null): boolean {
  if (!code) return false;
  const rest = code
    .replace(COMMENTS, '')
    .replace(/^\s*["']use client["'];?/, '')
    .replace(IMPORT, '')
    .replace(EXPORT_FROM, '')
    .replace(/\bexport\s*\{[^}]*\}/g, '')
    .replace(/;/g, '');
  return rest.trim() === '' && /\bexport\b/.test(code);
}

/** `a, b as c, type d` → the names as they are known where they come from: a, b (types dropped). */
const importedNames = (list: string) =>
  list
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !part.startsWith('type '))
    .map((part) => part.split(/\s+as\s+/)[0]!.trim());
/** … and as they are known in the module that names them: a, c. */
const localNames = (list: string) =>
  list
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !part.startsWith('type '))
    .map((part) =>
      part
        .split(/\s+as\s+/)
        .pop()!
        .trim(),
    );

/** The imported module a specifier names, among the ids Rolldown resolved for `from`. */
function resolvedId(from: string, specifier: string, importedIds: readonly string[]): string | undefined {
  const clean = (id: string) => id.split('?')[0]!;
  if (specifier.startsWith('.')) {
    const path = resolve(dirname(clean(from)), specifier);
    return importedIds.find((id) => clean(id) === path);
  }
  return importedIds.find((id) => clean(id).replaceAll('\\', '/').includes(`/node_modules/${specifier}/`));
}

/** Per imported module: the names taken from it, or 'all' (namespace, side-effect or default import). */
function usesOf(id: string, module: GraphModule): Map<string, Set<string> | 'all'> {
  const uses = new Map<string, Set<string> | 'all'>();
  const add = (target: string | undefined, names: string[] | 'all') => {
    if (!target) return;
    const known = uses.get(target);
    if (names === 'all' || known === 'all') uses.set(target, 'all');
    else uses.set(target, new Set([...(known ?? []), ...names]));
  };
  const code = module.code ?? '';
  for (const [, defaultName, named, from, bare] of code.matchAll(IMPORT)) {
    if (defaultName === 'type') continue; // `import type` (the code may still be TypeScript): nothing at run time
    const target = resolvedId(id, (from ?? bare)!, module.importedIds);
    add(target, named === undefined || bare || defaultName ? 'all' : importedNames(named));
  }
  for (const [, named, from] of code.matchAll(EXPORT_FROM))
    add(resolvedId(id, from!, module.importedIds), named === undefined ? 'all' : importedNames(named));
  // Anything Rolldown resolved that the scan did not name (an unusual import form): all of it.
  for (const imported of module.importedIds) if (!uses.has(imported)) uses.set(imported, 'all');
  return uses;
}

/** Where each name a barrel offers comes from; `export *` sources for the names it does not list. */
function barrelSources(id: string, module: GraphModule): { named: Map<string, string>; star: string[] } {
  const named = new Map<string, string>();
  const star: string[] = [];
  const code = module.code ?? '';
  for (const [, , list, from] of code.matchAll(IMPORT)) {
    const target = list !== undefined ? resolvedId(id, from!, module.importedIds) : undefined;
    if (target) for (const name of localNames(list!)) named.set(name, target);
  }
  for (const [, list, from] of code.matchAll(EXPORT_FROM)) {
    const target = resolvedId(id, from!, module.importedIds);
    if (!target) continue;
    if (list === undefined) star.push(target);
    else for (const name of localNames(list)) named.set(name, target);
  }
  return { named, star };
}

/**
 * The modules the entries really reach, packages included: through a package's barrel only the
 * modules behind the names imported from it, not every component the barrel lists. Unknown import
 * forms count as using all of a module (a larger set, never a missing module).
 */
export function moduleClosure(entries: readonly string[], graph: Graph): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  const visit = (target: string, names: Set<string> | 'all') => {
    const module = graph(target);
    if (names !== 'all' && module && isBarrel(module.code)) {
      const { named, star } = barrelSources(target, module);
      for (const name of names) {
        const source = named.get(name);
        if (source) queue.push(source);
        else for (const next of star) visit(next, new Set([name]));
      }
    } else queue.push(target);
  };
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    const module = graph(id);
    if (!module) continue;
    seen.add(id);
    if (isBarrel(module.code) && !entries.includes(id)) {
      // Reached as a whole (namespace import): everything it lists.
      for (const imported of module.importedIds) queue.push(imported);
      continue;
    }
    for (const [target, names] of usesOf(id, module)) visit(target, names);
  }
  return seen;
}
