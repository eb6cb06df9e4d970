import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { env } from '@/lib/env';
import { dropEarlyAsks, takeEarlyAsk } from '@/lib/http/early-asks';
import { hostHeaders } from '@/lib/http/host-headers';
import { SESSION_KEY } from '@/lib/session/session-key';
import { seal } from '@/lib/session/token-crypto';
import { testSession } from '@/test/session-fixture';

/**
 * The page's own first reads (src/early-reads.ts, inlined into index.html): run as the page runs them, by
 * loading the module afresh, with fetch spied on.
 */
const SESSION = testSession({ uid: 1001, accessToken: 'kept-token' });
const READS = [`${env.apiBaseUrl}/api/v1/alg_classes/rooms`, `${env.apiBaseUrl}/api/v1/users/1001/profile`];

let fetched: string[];
beforeEach(() => {
  fetched = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    fetched.push(String(input));
    return new Response('{}');
  });
  localStorage.setItem('tp.locale', 'en');
});
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  dropEarlyAsks();
  window.location.hash = '';
});

async function openPage(hash: string, kept: string | null): Promise<void> {
  window.location.hash = hash;
  if (kept !== null) localStorage.setItem(SESSION_KEY, kept);
  vi.resetModules();
  await import('./early-reads');
}

/** Lets the reads' own steps (reading the storage, unsealing) run to their end. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the page asks the dashboard’s first reads itself, as the kept identity', () => {
  it.each([['#/dashboard'], ['#/'], ['']])(
    '%s: the class list and the profile, each once, kept for the app’s matching call',
    async (hash) => {
      await openPage(hash, await seal(JSON.stringify(SESSION)));
      await vi.waitFor(() => expect(fetched).toEqual(READS));
      const headers = hostHeaders('kept-token', 'en');
      for (const url of READS) expect(takeEarlyAsk(new Request(url, { headers }))).not.toBeNull();
      // Another identity's call (another token) never gets them.
      expect(takeEarlyAsk(new Request(READS[0]!, { headers: hostHeaders('other', 'en') }))).toBeNull();
    },
  );

  it.each([['#/login'], ['#/homework'], ['#/dashboards']])('%s: nothing asked, the kept session not even read', async (hash) => {
    const read = vi.spyOn(Storage.prototype, 'getItem');
    await openPage(hash, await seal(JSON.stringify(SESSION)));
    await settled();
    expect(read).not.toHaveBeenCalledWith(SESSION_KEY);
    expect(fetched).toEqual([]);
  });

  it.each([
    ['no session kept', null],
    ['a session that cannot be read (tampered, old format)', 'AAAA'],
    ['a sealed value that is not a session', 'not base64 at all'],
  ])('%s: nothing asked, nothing thrown', async (_, kept) => {
    await openPage('#/dashboard', kept);
    await settled();
    await settled();
    expect(fetched).toEqual([]);
  });
});
