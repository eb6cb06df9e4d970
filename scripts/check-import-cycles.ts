/**
 * Fails when src/, mocks/, e2e/ or scripts/ has an import cycle, or e2e/ and scripts/ import against
 * their layering. In src/ only static value imports count: type-only imports and dynamic import() are
 * erased or deferred at run time (import/no-cycle's reading). Elsewhere type-only imports count too:
 * mocks/ folders import one way (eslint.config.js), and the circle issue 16 found there (13 files,
 * data <-> lib) was made of type imports; e2e/ and scripts/ have layers (LAYERS). Edges between the four
 * folders count, so a cycle through two of them is found. Run by `npm run lint`.
 * (eslint-plugin-import-x's no-cycle would do this, but its native resolver is not installable here.)
 */
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
const configPath = path.join(root, 'tsconfig.json');
const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
const parsed = ts.parseJsonConfigFileContent(config, ts.sys, root);

interface Scope {
  dir: string;
  countTypeImports: boolean;
}
const SCOPES: Scope[] = [
  { dir: 'src', countTypeImports: false },
  { dir: 'mocks', countTypeImports: true },
  { dir: 'e2e', countTypeImports: true },
  { dir: 'scripts', countTypeImports: true },
];

/**
 * The journeys and the scripts both stand on scripts/lib/ and scripts/model/ (builds, servers, the
 * browser, signing in, fault rules, the screen list); nothing imports back up. Each rule: files under
 * `from` may import, of the folder `within`, only what is under one of `only` (paths from the root).
 */
const LAYERS = [
  { from: 'scripts/', within: 'e2e/', only: [], why: 'scripts/ never imports e2e/: move what both need to scripts/lib/' },
  {
    from: 'e2e/',
    within: 'scripts/',
    only: ['scripts/lib/', 'scripts/model/'],
    why: 'e2e/ imports only scripts/lib/ and scripts/model/ of scripts/',
  },
  {
    from: 'scripts/lib/',
    within: 'scripts/',
    only: ['scripts/lib/', 'scripts/model/'],
    why: 'scripts/lib/ sits below the scripts that run it',
  },
  {
    from: 'scripts/model/',
    within: 'scripts/',
    only: ['scripts/lib/', 'scripts/model/'],
    why: 'scripts/model/ sits below the scripts that run it',
  },
];

const isTest = (file: string) => /\.(test|bench)\.tsx?$/.test(file) || /[\\/]tests?[\\/]/.test(file);
const scopeOf = (file: string) => SCOPES.find((scope) => file.startsWith(path.join(root, scope.dir) + path.sep) && !isTest(file));

function imports(file: string, scope: Scope): string[] {
  const source = ts.createSourceFile(file, ts.sys.readFile(file) ?? '', ts.ScriptTarget.Latest, true);
  const targets: string[] = [];
  for (const statement of source.statements) {
    const isImport = ts.isImportDeclaration(statement) && (scope.countTypeImports || !statement.importClause?.isTypeOnly);
    const isReExport = ts.isExportDeclaration(statement) && (scope.countTypeImports || !statement.isTypeOnly) && statement.moduleSpecifier;
    if (!isImport && !isReExport) continue;
    const specifier = (statement as ts.ImportDeclaration | ts.ExportDeclaration).moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier)) continue;
    const resolved = ts.resolveModuleName(specifier.text, file, parsed.options, ts.sys).resolvedModule?.resolvedFileName;
    if (resolved && scopeOf(path.resolve(resolved))) targets.push(path.resolve(resolved));
  }
  return targets;
}

const files = parsed.fileNames.map((f) => path.resolve(f)).filter((file) => scopeOf(file));
const graph = new Map(files.map((file) => [file, imports(file, scopeOf(file)!)]));

// Depth-first search with colours: grey = on the current path, so an edge to grey closes a cycle.
const colour = new Map<string, 'grey' | 'black'>();
const cycles: string[][] = [];
function visit(file: string, trail: string[]): void {
  colour.set(file, 'grey');
  for (const next of graph.get(file) ?? []) {
    if (colour.get(next) === 'grey') cycles.push([...trail.slice(trail.indexOf(next)), file, next]);
    else if (!colour.has(next)) visit(next, [...trail, file]);
  }
  colour.set(file, 'black');
}
for (const file of files) if (!colour.has(file)) visit(file, []);

const rel = (f: string) => path.relative(root, f).split(path.sep).join('/');
const upward = [...graph].flatMap(([file, targets]) =>
  targets.flatMap((target) => {
    const [from, to] = [rel(file), rel(target)];
    const broken = LAYERS.find(
      (layer) => from.startsWith(layer.from) && to.startsWith(layer.within) && !layer.only.some((dir) => to.startsWith(dir)),
    );
    return broken ? [`import against the layers: ${from} -> ${to} (${broken.why})`] : [];
  }),
);
for (const cycle of cycles) console.error(`import cycle: ${[...new Set(cycle)].map(rel).join(' -> ')} -> ${rel(cycle[cycle.length - 1]!)}`);
for (const line of upward) console.error(line);
if (cycles.length + upward.length > 0) process.exit(1);
console.info(
  `no import cycles in ${files.length} files (${SCOPES.map((s) => s.dir).join(', ')}), no import against the layers of e2e/ and scripts/`,
);
