/**
 * What a doc claims about the code (issue 49.1), read from its Markdown: the repository paths it names (in backticks
 * or as a link) and the figures it quotes from the code, written `NAME = value` in backticks (`KEEP_MS = 45 days`).
 * Pure: the check (scripts/check-docs.ts) reads the files and the constants.
 */

/** Where a path a doc names may live: the repository's own folders and top-level files. */
const REPO_PATH = /^(?:src|mocks|e2e|scripts|docs|locales|public|deploy|\.ci)\/[\w@.\-/[\]+]*$|^[\w.-]+\.(?:json|ts|html|md)$/;
const TOP_LEVEL = /^(?:package|tsconfig|README|index|vite\.config|playwright(?:\.[\w-]+)?\.config)/;
/** Placeholders and patterns name no one file: `src/routes/<screen>/`, `e2e/**\/*.spec.ts`, `tp.offline:…`. */
const PATTERN = /[<>*{}…\s]|\.\.\.$/;

export interface PathClaim {
  line: number;
  path: string;
  /** A link's target is read from the doc's folder; a backticked path from the repository's root. */
  fromDoc: boolean;
}

export interface FigureClaim {
  line: number;
  name: string;
  value: string;
}

const strip = (token: string) =>
  token
    .replace(/#.*$/, '')
    .replace(/:\d+(?::\d+)?$/, '')
    .replace(/[.,;:]+$/, '');

export function pathClaims(markdown: string): PathClaim[] {
  return markdown.split('\n').flatMap((text, i) => {
    const line = i + 1;
    const ticked = [...text.matchAll(/`([^`]+)`/g)].map((m) => strip(m[1]!));
    const linked = [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => strip(m[1]!));
    return [
      ...ticked
        .filter((p) => !PATTERN.test(p) && REPO_PATH.test(p) && (p.includes('/') || TOP_LEVEL.test(p)))
        .map((path) => ({ line, path, fromDoc: false })),
      ...linked.filter((p) => p !== '' && !/^[a-z]+:/i.test(p) && !PATTERN.test(p)).map((path) => ({ line, path, fromDoc: true })),
    ];
  });
}

export function figureClaims(markdown: string): FigureClaim[] {
  return markdown
    .split('\n')
    .flatMap((text, i) =>
      [...text.matchAll(/`([A-Z][A-Z0-9_]*[A-Z0-9]) = ([^`]+)`/g)].map((m) => ({ line: i + 1, name: m[1]!, value: m[2]!.trim() })),
    );
}

const UNITS: Record<string, number> = { ms: 1, s: 1_000, min: 60_000, h: 3_600_000, day: 86_400_000, days: 86_400_000 };

/** A doc's figure as the code would hold it: '45 days' is 3,888,000,000 (ms), '1,000' is 1000, "'tp.zone-kept'" a text. */
export function docValue(value: string): number | string | null {
  const text = /^'(.*)'$/.exec(value);
  if (text) return text[1]!;
  const m = /^(-?[\d_,]*\.?\d+)\s*([a-z]*)$/.exec(value);
  if (!m) return null;
  const unit = m[2] === '' ? 1 : UNITS[m[2]!];
  return unit === undefined ? null : Number(m[1]!.replace(/[_,]/g, '')) * unit;
}

/**
 * An exported constant's value from its source, `export const NAME = <expression>;` on one line: a text, or arithmetic
 * over numbers and other constants (`resolve` finds those). Null when it is neither.
 */
export function constantValue(expression: string, resolve: (name: string) => number | string | null): number | string | null {
  const text = /^'([^']*)'$/.exec(expression.trim());
  if (text) return text[1]!;
  let failed = false;
  const arithmetic = expression.replace(/(?<!\w)[A-Za-z_][A-Za-z0-9_]*/g, (name) => {
    const value = resolve(name);
    if (typeof value !== 'number') failed = true;
    return `(${String(value)})`;
  });
  if (failed || !/^[\d_.\s+\-*/()]+$/.test(arithmetic)) return null;
  const value = Function(`"use strict"; return (${arithmetic.replace(/(\d)_(\d)/g, '$1$2')});`)() as unknown;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}
