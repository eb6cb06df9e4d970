/**
 * Where the demo host keeps its state. Node (vitest, the HTTP server) keeps it in memory;
 * the browser entry switches to localStorage so the data survives page reloads and is
 * shared by the tabs of one origin; `npm run demo-host` keeps chosen keys in a file as well, so
 * its sessions and data survive a restart (an outage QA rehearses: stop the host, start it again).
 */
type Mode = 'memory' | 'local-storage';

let mode: Mode = 'memory';
const memory = new Map<string, string>();
/** Node only (the HTTP server's state file, lib/state-file.ts): told of every write kept in memory. */
let persist: ((key: string, kept: ReadonlyMap<string, string>) => void) | null = null;

export function enablePersistentStorage(): void {
  mode = typeof localStorage === 'undefined' ? 'memory' : 'local-storage';
}

/** The memory kept elsewhere too: `onWrite` is told of each write (this module stays free of node: for the browser). */
export function persistMemory(onWrite: (key: string, kept: ReadonlyMap<string, string>) => void): void {
  persist = onWrite;
}

export const isPersistent = (): boolean => mode === 'local-storage' || persist !== null;

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
    persist?.(key, memory);
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
