/**
 * Fails when package.json lists a package nothing uses, or a runtime dependency the app never imports
 * (scripts/model/unused-dependencies.ts says what counts as a use). Run by `npm run lint`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { importedSpecifiers, packageOf, unusedDependencies } from './model/unused-dependencies';

const root = path.resolve(import.meta.dirname, '..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const runtime = Object.keys(pkg.dependencies);
const dev = Object.keys(pkg.devDependencies);

const SOURCE = /\.(ts|tsx|js|mjs|cjs)$/;
const files = [
  ...['src', 'e2e', 'scripts', 'mocks'].flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' }).map((file) => path.join(dir, file)),
  ),
  ...readdirSync(root).filter((file) => SOURCE.test(file)),
].filter((file) => SOURCE.test(file));
const isApp = (file: string) =>
  file.startsWith(`src${path.sep}`) && !/\.test\.tsx?$/.test(file) && !file.startsWith(path.join('src', 'test'));

const manifest = (name: string) => {
  const file = path.join(root, 'node_modules', name, 'package.json');
  return existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as { bin?: string | Record<string, string>; peerDependencies?: Record<string, string> })
    : {};
};
const bins = (name: string) => {
  const { bin } = manifest(name);
  return typeof bin === 'string' ? [name.split('/').pop()!] : Object.keys(bin ?? {});
};

const appImports = new Set<string>();
const otherUses = new Set<string>();
const texts: string[] = [];
for (const file of files) {
  const text = readFileSync(path.join(root, file), 'utf8');
  texts.push(text);
  for (const name of importedSpecifiers(text).map(packageOf)) if (name) (isApp(file) ? appImports : otherUses).add(name);
}
const npmScripts = Object.values(pkg.scripts).join('\n');
for (const name of [...runtime, ...dev]) {
  const quoted = new RegExp(`['"\`]${name.replace(/[/.]/g, '\\$&')}(/[^'"\`]*)?['"\`]`);
  const run = bins(name).some((bin) => new RegExp(`(^|[\\s&;'"\`])(npx )?${bin}(\\s|$)`, 'm').test(npmScripts));
  if (run || texts.some((text) => quoted.test(text))) otherUses.add(name);
}

const unused = unusedDependencies({
  runtime,
  dev,
  appImports,
  otherUses,
  peersOf: (name) => Object.keys(manifest(name).peerDependencies ?? {}),
});
for (const name of unused.runtime)
  console.error(`package.json: "${name}" is a dependency the app never imports (a devDependency, or remove it)`);
for (const name of unused.dev) console.error(`package.json: "${name}" is a devDependency nothing imports, names or runs`);
if (unused.runtime.length + unused.dev.length > 0) process.exit(1);
console.info(`dependencies: ${runtime.length} runtime, all imported by the app; ${dev.length} development, all used`);
