/**
 * `npm run demo-host --state <file>` (node only): `keys` of the host's storage are read from the file at start and
 * written back to it on every change, so its data and sessions survive a restart (an outage QA rehearses).
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { persistMemory, writeKey } from './storage';

export function keepInFile(path: string, keys: readonly string[]): void {
  if (existsSync(path)) {
    try {
      const stored = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
      for (const key of keys) if (typeof stored[key] === 'string') writeKey(key, stored[key]);
    } catch {
      // A broken file is a fresh start: the host seeds anew.
    }
  }
  persistMemory((key, kept) => {
    if (!keys.includes(key)) return;
    const state = Object.fromEntries(keys.flatMap((k) => (kept.has(k) ? [[k, kept.get(k)!]] : [])));
    mkdirSync(dirname(path), { recursive: true });
    // Whole or not at all: a host stopped mid-write leaves the previous state.
    writeFileSync(`${path}.tmp`, JSON.stringify(state));
    renameSync(`${path}.tmp`, path);
  });
}
