import { type Browser, type BrowserContext, expect } from '@playwright/test';
import { type Account, accountMenuButton, submitSignIn } from './app';
import { SESSION_KEY } from './storage';
import { targetAccount } from './target';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

export interface SignedInStates {
  /** The origin's storage right after signing in as `role` ("Stay signed in"), at `time` (null: now). */
  get(role: Account, time: Date | null, baseURL: string): Promise<StorageState>;
}

/** A state signed in at the real now is signed in again after this long: its access token lives an hour. */
const FRESH_MS = 30 * 60_000;
/**
 * Not part of a signed-in state: the language (a journey's option), the host's log, the journeys' own
 * marks, and the offline copy of the schedule the dashboard kept after signing in (a journey starting
 * with it would meet a failing host as a returning visit does, with the last known classes, not as the
 * form's sign-in does), and the zone the sign-in page kept for the next one (tp.zone-kept: it is there
 * when the state is taken, and a journey's first page would read its table instead of Intl, a returning
 * visit). Without it a journey's first page is a first visit and keeps its own, which stays for the
 * journey's reloads: Playwright puts a stored state in once, when the context is made.
 */
const leftOut = (name: string) =>
  name === 'tp.locale' ||
  name === 'tp.zone-kept' ||
  name.startsWith('tp.offline:') ||
  name.startsWith('demo-host:log:') ||
  name.startsWith('e2e:');

/**
 * Signs in through the form once per worker, role and clock, and keeps what the origin stored: the
 * sealed session and the demo host's database with the session it issued. A journey's context starts
 * from a copy, so whatever it changes stays its own. A state for a fixed clock is made at that instant
 * (the host seeds its data relative to the page's now, and keeps it for 12 h of it).
 */
export function signedInStates(browser: Browser): SignedInStates {
  const made = new Map<string, { at: number; state: Promise<StorageState> }>();
  return {
    get(role, time, baseURL) {
      const key = `${role}@${time?.toISOString() ?? 'now'}`;
      const kept = made.get(key);
      if (kept && (time || Date.now() - kept.at < FRESH_MS)) return kept.state;
      const state = signIn(browser, role, time, baseURL);
      made.set(key, { at: Date.now(), state });
      state.catch(() => made.delete(key));
      return state;
    },
  };
}

async function signIn(browser: Browser, role: Account, time: Date | null, baseURL: string): Promise<StorageState> {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    // Held at `time`: the host's database and tokens date from exactly then, so a journey whose clock
    // starts there finds them neither in the future (a database seeded later is seeded again) nor spent.
    if (time) await page.clock.setFixedTime(time);
    await page.addInitScript(() => localStorage.setItem('tp.locale', 'en')); // the form's English labels
    await page.goto('/#/login');
    const account = targetAccount(role);
    await submitSignIn(page, account, { staySignedIn: true });
    await expect(accountMenuButton(page, account.name)).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key) !== null, SESSION_KEY)).toBe(true);
    const state = await context.storageState();
    return {
      ...state,
      origins: state.origins.map((origin) => ({ ...origin, localStorage: origin.localStorage.filter((entry) => !leftOut(entry.name)) })),
    };
  } finally {
    await context.close();
  }
}
