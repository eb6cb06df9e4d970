/**
 * Fails when a journey (e2e/**\/*.spec.ts) can skip or end early on a condition its target does not
 * declare (scripts/model/journey-skips.ts says which): such a journey passes whatever the product
 * does. Run by `npm run lint`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { journeySkips } from './model/journey-skips';

const root = path.resolve(import.meta.dirname, '..');
const journeys = readdirSync(path.join(root, 'e2e'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.spec.ts'))
  .map((file) => path.join('e2e', file))
  .sort();

const problems = journeys.flatMap((file) => journeySkips(file, readFileSync(path.join(root, file), 'utf8')));
for (const { file, line, what } of problems) console.error(`${file}:${line}: ${what}`);
if (problems.length > 0) process.exit(1);
console.info(`journey skips: ${journeys.length} journey files, every skip and early return declared by the target`);
