/**
 * Which entries of package.json nothing uses (scripts/check-dependencies.ts reads the tree). A runtime
 * dependency must be imported by the app (src/, tests aside) or be a peer a used one asks for; a
 * development one must be imported or named anywhere (tests, scripts, configs), run by an npm script,
 * be a peer of a used package, or be the types of one.
 */

/** The package a module specifier names: 'react-dom/client' -> 'react-dom'; relative, absolute and 'node:' -> null. */
export function packageOf(specifier: string): string | null {
  if (/^(\.|\/|node:|virtual:|\0)/.test(specifier) || specifier === '') return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? (parts.length > 1 ? `${parts[0]}/${parts[1]}` : null) : parts[0]!;
}

/** Module specifiers a source text imports, re-exports or requires. */
export function importedSpecifiers(source: string): string[] {
  const found: string[] = [];
  const re = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)['"]([^'"\n]+)['"]/g;
  for (const m of source.matchAll(re)) found.push(m[1]!);
  return found;
}

export interface DependencyUse {
  runtime: readonly string[];
  dev: readonly string[];
  /** Packages the app's own code imports (src/, tests aside). */
  appImports: ReadonlySet<string>;
  /** Packages named elsewhere: imported by tests, scripts or configs, quoted in a config, or run by an npm script. */
  otherUses: ReadonlySet<string>;
  peersOf(name: string): readonly string[];
}

/** The used packages grown through the peers each one asks for. */
function withPeers(start: Iterable<string>, peersOf: (name: string) => readonly string[]): Set<string> {
  const used = new Set(start);
  for (const name of used) for (const peer of peersOf(name)) used.add(peer);
  return used;
}

export interface Unused {
  /** Runtime dependencies the app never loads (only tests or scripts use them, or nothing). */
  runtime: string[];
  dev: string[];
}

export function unusedDependencies(use: DependencyUse): Unused {
  const app = withPeers(use.appImports, use.peersOf);
  const any = withPeers([...app, ...use.otherUses], use.peersOf);
  const typesUsed = (name: string) => {
    const of = name.replace(/^@types\//, '');
    return name.startsWith('@types/') && (of === 'node' || any.has(of));
  };
  return {
    runtime: use.runtime.filter((name) => !app.has(name)),
    dev: use.dev.filter((name) => !any.has(name) && !typesUsed(name)),
  };
}
