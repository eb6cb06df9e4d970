/**
 * Where the demo host keeps its state. Node (vitest, the HTTP server) keeps it in memory;
 * the browser entry switches to localStorage so the data survives page reloads and is
 * shared by the tabs of one origin.
 */

type Mode = 'memory' | 'local-storage';

let mode: Mode = 'memory';
const memory = new Map<string, string>();

export function enablePersistentStorage(): void {
  mode = typeof localStorage === 'undefined' ? 'memory' : 'local-storage';
}

export const isPersistent = (): boolean => mode === 'local-storage';

export function readKey(key: string): string | null {
  if (mode === 'memory') return memory.get(key) ?? null;
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Returns false when the browser refused the write (quota, privacy mode). */
export function writeKey(key: string, value: string | null): boolean {
  if (mode === 'memory') {
    if (value === null) memory.delete(key);
    else memory.set(key, value);
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
  if (mode === 'memory') return [...memory.keys()].filter((key) => key.startsWith(prefix));
  try {
    return Object.keys(localStorage).filter((key) => key.startsWith(prefix));
  } catch {
    return [];
  }
}
