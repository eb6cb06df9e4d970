/**
 * The docs cannot drift from the code (issue 49.1), run by `npm run lint`: every repository path README.md and docs/
 * name exists, and every figure a doc quotes from the code as `NAME = value` is that exported constant's value
 * (scripts/model/doc-claims.ts reads the claims).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { constantValue, docValue, figureClaims, pathClaims } from './model/doc-claims';

const root = path.resolve(import.meta.dirname, '..');
const docs = ['README.md', ...readdirSync(path.join(root, 'docs'), { recursive: true, encoding: 'utf8' }).map((f) => path.join('docs', f))]
  .filter((file) => file.endsWith('.md'))
  .sort();

const sources = ['src', 'mocks', 'scripts'].flatMap((dir) =>
  readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => readFileSync(path.join(root, dir, file), 'utf8')),
);
const definitions = new Map<string, string[]>();
for (const text of sources) {
  for (const m of text.matchAll(/^export const ([A-Z][A-Z0-9_]*)(?::[^=]+)? = (.+);$/gm)) {
    definitions.set(m[1]!, [...(definitions.get(m[1]!) ?? []), m[2]!]);
  }
}
const resolving = new Set<string>();
/** A constant's value; null when no file exports it readably, or two files export it with different values. */
function valueOf(name: string): number | string | null {
  const expressions = definitions.get(name);
  if (expressions === undefined || resolving.has(name)) return null;
  resolving.add(name);
  const values = new Set(expressions.map((expression) => constantValue(expression, valueOf)));
  resolving.delete(name);
  return values.size === 1 ? [...values][0]! : null;
}

const problems: string[] = [];
let paths = 0;
let figures = 0;
for (const doc of docs) {
  const markdown = readFileSync(path.join(root, doc), 'utf8');
  for (const claim of pathClaims(markdown)) {
    paths += 1;
    const where = claim.fromDoc ? path.resolve(root, path.dirname(doc), claim.path) : path.join(root, claim.path);
    if (!existsSync(where)) problems.push(`${doc}:${claim.line}: names ${claim.path}, which does not exist`);
  }
  for (const claim of figureClaims(markdown)) {
    figures += 1;
    const code = valueOf(claim.name);
    const said = docValue(claim.value);
    if (code === null)
      problems.push(
        `${doc}:${claim.line}: quotes ${claim.name}, which is no exported constant the check can read (or two files export it differently)`,
      );
    else if (said === null) problems.push(`${doc}:${claim.line}: ${claim.name} = ${claim.value} is no figure the check can read`);
    else if (said !== code) problems.push(`${doc}:${claim.line}: says ${claim.name} = ${claim.value}, the code holds ${String(code)}`);
  }
}
for (const problem of problems) console.error(problem);
if (problems.length > 0) process.exit(1);
console.info(`docs: ${docs.length} files, ${paths} paths and ${figures} figures as the code has them`);
