import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Issue 48.9: the README's code compiles. Every `ts` block is type-checked as a journey beside the others
 * (e2e/), against the project's tsconfig, in memory: no file is written into the checkout.
 */
const ROOT = resolve(import.meta.dirname, '..');
const blocks = [...readFileSync(resolve(ROOT, 'README.md'), 'utf8').matchAll(/^```ts\n([\s\S]*?)^```/gm)].map(([, code]) => code!);

function typeErrors(code: string): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(
    resolve(ROOT, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  const options = { ...config!.options, noUnusedLocals: false };
  const file = resolve(ROOT, 'e2e/readme-example.spec.ts');
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.fileExists = (name) => name === file || fileExists(name);
  host.readFile = (name) => (name === file ? code : readFile(name));
  host.getSourceFile = (name, language, ...rest) =>
    name === file ? ts.createSourceFile(name, code, language, true) : getSourceFile(name, language, ...rest);
  const program = ts.createProgram([file], options, host);
  return ts
    .getPreEmitDiagnostics(program, program.getSourceFile(file))
    .map(
      (d) =>
        `${d.start === undefined ? '' : `line ${d.file!.getLineAndCharacterOfPosition(d.start).line + 1}: `}${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`,
    );
}

describe('the README’s TypeScript', () => {
  it('has examples to check', () => {
    expect(blocks.length).toBeGreaterThan(0);
  });

  it.each(blocks.map((code, i) => [i + 1, code] as const))(
    'block %i compiles as a journey',
    (_, code) => {
      expect(typeErrors(code)).toEqual([]);
    },
    60_000,
  );
});
