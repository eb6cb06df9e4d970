import type { IdentityTokens } from './session-types';
import { seal, unseal } from './token-crypto';

/**
 * Tabs refresh one at a time (Web Locks). The tab that refreshed leaves what it got here, sealed,
 * before it lets go of the lock: IndexedDB is read consistently across tabs, so the next tab in
 * line finds the rotation even if the broadcast telling it has not arrived yet, and never sends
 * the refresh token that was just rotated.
 */
export interface Handoff {
  /** The refresh token that was sent (and is now spent). */
  sent: string;
  tokens: IdentityTokens;
  at: number;
}

export interface HandoffStore {
  read(id: string): Promise<Handoff | null>;
  write(id: string, handoff: Handoff): Promise<void>;
  clear(): Promise<void>;
}

export interface RefreshLocks {
  /** Runs `work` while no other tab refreshes identity `id`. */
  run<T>(id: string, work: () => Promise<T>): Promise<T>;
}

const DB_NAME = 'tp-session';
const STORE = 'refresh-handoff';

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function transact<T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await openDb();
  try {
    return await new Promise<T>((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const request = run(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(request.result);
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error);
    });
  } finally {
    db.close();
  }
}

const indexedDbStore: HandoffStore = {
  async read(id) {
    const sealed = await transact<unknown>('readonly', (store) => store.get(id));
    const plain = typeof sealed === 'string' ? await unseal(sealed) : null;
    return plain ? (JSON.parse(plain) as Handoff) : null;
  },
  async write(id, handoff) {
    const sealed = await seal(JSON.stringify(handoff));
    await transact('readwrite', (store) => store.put(sealed, id));
  },
  async clear() {
    await transact('readwrite', (store) => store.clear());
  },
};

const noStore: HandoffStore = { read: async () => null, write: async () => undefined, clear: async () => undefined };

/** IndexedDB where the browser has it; without it (old browsers, jsdom) one tab has nothing to hand off. */
export const defaultHandoffStore = (): HandoffStore => (typeof indexedDB === 'undefined' ? noStore : indexedDbStore);

/** Web Locks where the browser has them; without, refreshes are single-flight within the tab only. */
export const defaultRefreshLocks = (): RefreshLocks => {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return { run: <T>(id: string, work: () => Promise<T>) => (locks ? (locks.request(`tp.refresh:${id}`, work) as Promise<T>) : work()) };
};
