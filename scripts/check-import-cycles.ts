/**
 * Fails when src/, mocks/, e2e/ or scripts/ has an import cycle, or e2e/ and scripts/ import against
 * their layering. Type-only imports count everywhere: erased at run time, they still tie two files so that
 * neither can be read, moved or split without the other (issue 49: booking-calendar -> week-tools ->
 * time-off-form -> booking-calendar was made of types, as was the circle issue 16 found in mocks/). Dynamic
 * import() does not count: it is deferred. mocks/ folders import one way (eslint.config.js); e2e/ and
 * scripts/ have layers (LAYERS). Edges between the four folders count, so a cycle through two of them is
 * found. Run by `npm run lint`.
 * (eslint-plugin-import-x's no-cycle would do this, but its native resolver is not installable here.)
 */
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
const configPath = path.join(root, 'tsconfig.json');
const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
const parsed = ts.parseJsonConfigFileContent(config, ts.sys, root);

const SCOPES = ['src', 'mocks', 'e2e', 'scripts'];

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
const inScope = (file: string) => SCOPES.some((dir) => file.startsWith(path.join(root, dir) + path.sep)) && !isTest(file);

/** The modules a file names statically: imports and re-exports (`import type` too), and types written `import('…').T`. */
function specifiers(source: ts.SourceFile): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    const named = ts.isImportDeclaration(node) || ts.isExportDeclaration(node) ? node.moduleSpecifier : undefined;
    if (named && ts.isStringLiteral(named)) found.push(named.text);
    if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal))
      found.push(node.argument.literal.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** What a file imports of the four folders. */
function imports(file: string): string[] {
  const source = ts.createSourceFile(file, ts.sys.readFile(file) ?? '', ts.ScriptTarget.Latest, true);
  return specifiers(source).flatMap((specifier) => {
    const resolved = ts.resolveModuleName(specifier, file, parsed.options, ts.sys).resolvedModule?.resolvedFileName;
    return resolved && inScope(path.resolve(resolved)) ? [path.resolve(resolved)] : [];
  });
}

const files = parsed.fileNames.map((f) => path.resolve(f)).filter(inScope);
const graph = new Map(files.map((file) => [file, imports(file)]));

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
  `no import cycles in ${files.length} files (${SCOPES.join(', ')}; type imports too), no import against the layers of e2e/ and scripts/`,
);
