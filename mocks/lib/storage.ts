/**
 * Where the demo host keeps its state. Node (vitest, the HTTP server) keeps it in memory;
 * the browser entry switches to localStorage so the data survives page reloads and is
 * shared by the tabs of one origin; `npm run demo-host` keeps chosen keys in a file as well, so
 * its sessions and data survive a restart (an outage QA rehearses: stop the host, start it again).
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

type Mode = 'memory' | 'local-storage' | 'file';

let mode: Mode = 'memory';
const memory = new Map<string, string>();
let file: { path: string; keys: ReadonlySet<string> } | null = null;

export function enablePersistentStorage(): void {
  mode = typeof localStorage === 'undefined' ? 'memory' : 'local-storage';
}

/** Node: `keys` are read from `path` now and written back to it on every change (the rest stays in memory). */
export function enableFileStorage(path: string, keys: readonly string[]): void {
  mode = 'file';
  file = { path, keys: new Set(keys) };
  if (!existsSync(path)) return;
  try {
    const stored = JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;
    for (const key of keys) if (typeof stored[key] === 'string') memory.set(key, stored[key]);
  } catch {
    // A broken file is a fresh start: the host seeds anew.
  }
}

function writeFile(): void {
  if (!file) return;
  const kept = Object.fromEntries([...file.keys].flatMap((key) => (memory.has(key) ? [[key, memory.get(key)!]] : [])));
  mkdirSync(dirname(file.path), { recursive: true });
  // Whole or not at all: a host stopped mid-write leaves the previous state.
  writeFileSync(`${file.path}.tmp`, JSON.stringify(kept));
  renameSync(`${file.path}.tmp`, file.path);
}

export const isPersistent = (): boolean => mode !== 'memory';

export function readKey(key: string): string | null {
  if (mode !== 'local-storage') return memory.get(key) ?? null;
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Returns false when the browser refused the write (quota, privacy mode). */
export function writeKey(key: string, value: string | null): boolean {
  if (mode !== 'local-storage') {
    if (value === null) memory.delete(key);
    else memory.set(key, value);
    if (mode === 'file' && file?.keys.has(key)) writeFile();
    return true;
  }
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** The stored keys that start with `prefix`. */
export function keysWithPrefix(prefix: string): string[] {
  if (mode !== 'local-storage') return [...memory.keys()].filter((key) => key.startsWith(prefix));
  try {
    return Object.keys(localStorage).filter((key) => key.startsWith(prefix));
  } catch {
    return [];
  }
}
