/**
 * Every endpoint file keeps the one template (docs/decisions/house.md "One endpoint file, in one
 * order"): the answer's schema built on first use, then the fetcher, then the query
 * options (the one place its key is written), then the hook; the wire's type never leaves the file.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The features' endpoints and the entities' (the answers several features read).
const layers = ['../../features', '../../entities'].map((dir) => path.resolve(import.meta.dirname, dir));
const endpointFiles = layers
  .flatMap((layer) => readdirSync(layer).map((owner) => path.join(layer, owner, 'api')))
  .filter((dir) => existsSync(dir))
  .flatMap((dir) =>
    readdirSync(dir)
      .filter((name) => name.endsWith('.ts') && !/\.(test|bench)\.ts$/.test(name))
      .map((name) => path.join(dir, name)),
  );

const parse = (file: string) => ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);

const isFunctionLike = (node: ts.Node) => ts.isFunctionLike(node) || ts.isClassStaticBlockDeclaration(node);
const calleeName = (call: ts.CallExpression) => (ts.isIdentifier(call.expression) ? call.expression.text : undefined);
const line = (node: ts.Node) => node.getSourceFile().getLineAndCharacterOfPosition(node.getStart()).line + 1;

/** Calls made while the module loads (outside any function), but `onFirstUse(...)` itself. */
export function callsAtLoad(source: ts.SourceFile): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (isFunctionLike(node)) return;
    if ((ts.isCallExpression(node) || ts.isNewExpression(node)) && !(ts.isCallExpression(node) && calleeName(node) === 'onFirstUse')) {
      found.push(`${line(node)}: ${node.getText().slice(0, 60)}`);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Top-level declarations in order: [name, statement]. */
function declarations(source: ts.SourceFile): [string, ts.Statement][] {
  return source.statements.flatMap((statement): [string, ts.Statement][] => {
    if (ts.isFunctionDeclaration(statement) && statement.name) return [[statement.name.text, statement]];
    if (ts.isVariableStatement(statement)) {
      return statement.declarationList.declarations.flatMap((d): [string, ts.Statement][] =>
        ts.isIdentifier(d.name) ? [[d.name.text, statement]] : [],
      );
    }
    return [];
  });
}

/** Out-of-order parts: the schemas, then fetchers (they call apiRequest), then query options, then hooks. */
export function outOfOrder(source: ts.SourceFile): string[] {
  const rank = ([name, statement]: [string, ts.Statement]): number | null => {
    const text = statement.getText();
    if (/=\s*onFirstUse\(/.test(text)) return 0;
    if (/QueryOptions$/.test(name)) return 2;
    if (/^use[A-Z]/.test(name)) return 3;
    if (/\bapiRequest\(/.test(text)) return 1;
    return null;
  };
  const ranked = declarations(source).flatMap((entry) => {
    const r = rank(entry);
    return r === null ? [] : [{ name: entry[0], rank: r }];
  });
  return ranked.flatMap((entry, index) => {
    const before = ranked.slice(0, index).find((earlier) => earlier.rank > entry.rank);
    return before ? [`${entry.name} comes after ${before.name}`] : [];
  });
}

/** Query keys written outside the query options (or a `…Key(s)` prefix the file exports for invalidation). */
export function keysOutsideOptions(source: ts.SourceFile): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node, allowed: boolean): void => {
    if (ts.isCallExpression(node) && calleeName(node) === 'queryOptions') allowed = true;
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && /Keys?$/.test(node.name.text)) allowed = true;
    if (ts.isCallExpression(node) && ['scopedKey', 'ownScopedKey'].includes(calleeName(node) ?? '') && !allowed)
      found.push(`${line(node)}: ${node.getText()}`);
    ts.forEachChild(node, (child) => visit(child, allowed));
  };
  visit(source, false);
  return found;
}

/** Exported types made of the wire's schema: the screens would read wire names. */
export function exportedWireTypes(source: ts.SourceFile): string[] {
  return source.statements.flatMap((statement) =>
    ts.isTypeAliasDeclaration(statement) &&
    statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword) &&
    /\bz\.(infer|output|input)\b/.test(statement.type.getText())
      ? [statement.name.text]
      : [],
  );
}

describe('the endpoint template, on every file in src/features/*/api and src/entities/*/api', () => {
  it('finds the endpoint files', () => {
    expect(endpointFiles.length).toBeGreaterThan(40);
  });

  describe.each(endpointFiles.map((file) => [path.relative(path.resolve(import.meta.dirname, '../..'), file), file]))('%s', (_, file) => {
    const source = parse(file);
    it('builds no schema while the module loads (onFirstUse)', () => expect(callsAtLoad(source)).toEqual([]));
    it('reads schema, fetcher, query options, hook, in that order', () => expect(outOfOrder(source)).toEqual([]));
    it('writes its query keys in its query options only', () => expect(keysOutsideOptions(source)).toEqual([]));
    it('exports no wire type', () => expect(exportedWireTypes(source)).toEqual([]));
  });
});

describe('the checks themselves', () => {
  const source = (text: string) => ts.createSourceFile('x.ts', text, ts.ScriptTarget.Latest, true);
  it.each([
    ['a schema at load', 'const answer = z.object({ id: wireId });', 1],
    ['a helper that builds one at load', "const field = wireOptional('x', wireId, 0);", 1],
    ['a schema on first use', 'export const schemas = onFirstUse(() => ({ answer: z.object({}) }));', 0],
    ['a schema built per call', 'export const get = () => apiRequest(path, z.unknown());', 0],
  ] as const)('callsAtLoad: %s', (_, text, count) => expect(callsAtLoad(source(text))).toHaveLength(count));

  it.each([
    [
      'in order',
      'export const schemas = onFirstUse(() => 1);\nexport async function getX() { return apiRequest(); }\nexport const xQueryOptions = () => 1;\nexport const useX = () => 1;',
      0,
    ],
    ['a hook before its options', 'export const useX = () => 1;\nexport const xQueryOptions = () => 1;', 1],
    ['a schema after the fetcher', 'export async function getX() { return apiRequest(); }\nexport const schemas = onFirstUse(() => 1);', 1],
  ] as const)('outOfOrder: %s', (_, text, count) => expect(outOfOrder(source(text))).toHaveLength(count));

  it.each([
    ['in the query options', "export const o = () => queryOptions({ queryKey: scopedKey('x') });", 0],
    ['a prefix for invalidation', "export const xKey = () => scopedKey('x');", 0],
    [
      'written again in a mutation',
      "export const useM = () => useMutation({ onSuccess: () => qc.invalidateQueries({ queryKey: scopedKey('x') }) });",
      1,
    ],
  ] as const)('keysOutsideOptions: %s', (_, text, count) => expect(keysOutsideOptions(source(text))).toHaveLength(count));

  it.each([
    ['the wire type', 'export type Submission = z.infer<typeof submission>;', 1],
    ['a model type passed on', "export type { Submission } from '../model/submission';", 0],
    ['a file-private wire type', 'type Wire = z.output<typeof answer>;', 0],
  ] as const)('exportedWireTypes: %s', (_, text, count) => expect(exportedWireTypes(source(text))).toHaveLength(count));
});
