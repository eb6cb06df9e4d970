/**
 * Fails when src/ or mocks/ has an import cycle. In src/ only static value imports count: type-only
 * imports and dynamic import() are erased or deferred at run time (import/no-cycle's reading). In
 * mocks/ type-only imports count too: its folders import one way (eslint.config.js), and the circle
 * issue 16 found there (13 files, data <-> lib) was made of type imports. Run by `npm run lint`.
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
    if (resolved && scopeOf(path.resolve(resolved)) === scope) targets.push(path.resolve(resolved));
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

const rel = (f: string) => path.relative(root, f);
if (cycles.length > 0) {
  for (const cycle of cycles) console.error(`import cycle: ${[...new Set(cycle)].map(rel).join(' -> ')} -> ${rel(cycle[cycle.length - 1]!)}`);
  process.exit(1);
}
console.info(`no import cycles in ${files.length} files (${SCOPES.map((s) => s.dir).join(', ')})`);
