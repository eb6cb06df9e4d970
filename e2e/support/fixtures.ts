/**
 * The journeys' `test`: Playwright's, extended with what every journey shares. Journeys import
 * `test`, `expect` and types from here, never from '@playwright/test' (ESLint says so).
 *
 *   test.use({ role: 'teacher', clock: NOW, language: 'en' });   // options, per file or describe
 *   test('...', async ({ page, openSignedIn, demoHost, axe }) => { await openSignedIn('/#/yykc'); ... });
 *
 * - `role`: the page starts signed in as that demo account, from a state signed in once per worker
 *   (the sign-in journeys themselves keep the form);
 * - `clock`: the page clock, installed before the first load (a Date: held there while timers run on);
 * - `language`: the UI language, pinned before the first load; the viewport is Playwright's own `viewport`;
 * - `demoHost`: faults, request log, token expiry, reset; `axe`: the one accessibility check.
 * After each journey no request may have gone to an endpoint the demo host lacks; on a failure the
 * host's request log and its fault rules are attached to the report.
 */
import { test as base, type BrowserContext, expect, type Page } from '@playwright/test';
import { type Account, accountMenuButton, LANDING_TIMEOUT, pinLanguage } from './app';
import { type AxeScope, expectAccessible } from './axe';
import { type DemoHost, demoHostOf, storedFaults } from './demo-host';
import { hostLog, type HostLogEntry } from './host-log';
import { type SignedInStates, signedInStates } from './signed-in-state';
import { accountGiven, accountVariables, PORTABLE, targetAccount, type TargetName } from './target';

export * from '@playwright/test';

export interface JourneyOptions {
  /** Where the journeys run (e2e/support/target.ts); set by the config, not by a journey. */
  target: TargetName;
  role: Account | null;
  clock: Date | 'installed' | null;
  language: 'en' | 'zh' | null;
}

interface JourneyFixtures {
  demoHost: DemoHost;
  /** Opens a path (default the dashboard) as `role` and waits until the shell shows who is signed in. */
  openSignedIn: (path?: string) => Promise<void>;
  axe: (what?: string, scope?: AxeScope) => Promise<void>;
  hostChecked: void;
  demoOnlySkipped: void;
}

/** `openSignedIn`, for a journey's helpers that take it. */
export type OpenSignedIn = JourneyFixtures['openSignedIn'];

/** A page of the app's origin in the context (the demo host's storage is the origin's), or null. */
function appPage(context: BrowserContext, baseURL: string | undefined): Page | null {
  const origin = baseURL && new URL(baseURL).origin;
  return context.pages().find((page) => !page.isClosed() && page.url().startsWith(`${origin}/`)) ?? null;
}

export const test = base.extend<JourneyOptions & JourneyFixtures, { signedInStates: SignedInStates }>({
  target: ['demo', { option: true }],
  // First of all: on a staging host a demo-only journey is skipped, with the reason, before anything
  // signs in (the demo-host run lists only the portable journeys and its own). Auto, for journeys that
  // sign in through the form; and `storageState` asks for it, since Playwright's own auto fixtures set the
  // context's options (the stored sign-in among them) up before any auto fixture of ours.
  demoOnlySkipped: [
    async ({ target }, use, testInfo) => {
      testInfo.skip(
        target === 'staging' && !testInfo.tags.includes(PORTABLE),
        'demo-only: needs the demo host (its data, fault rules or page clock)',
      );
      await use();
    },
    { auto: true },
  ],
  role: [null, { option: true }],
  clock: [null, { option: true }],
  language: [null, { option: true }],

  signedInStates: [async ({ browser }, use) => use(signedInStates(browser)), { scope: 'worker' }],

  storageState: [
    async ({ demoOnlySkipped: _, target, role, clock, baseURL, signedInStates: states, storageState }, use, testInfo) => {
      // Another host's accounts are the environment's: the demo host's would sign in nowhere, or as someone else.
      if (role && target === 'staging')
        testInfo.skip(!accountGiven(role), `needs a ${role} account of this host: ${accountVariables(role)}`);
      await use(role ? await states.get(role, clock instanceof Date ? clock : null, baseURL!) : storageState);
    },
    { scope: 'test', timeout: 60_000 }, // a worker's first state per role signs in through the form once
  ],

  page: async ({ page, clock, language }, use) => {
    if (clock) await page.clock.install(clock === 'installed' ? {} : { time: clock });
    if (language) await pinLanguage(page, language);
    await use(page);
  },

  demoHost: async ({ page }, use) => use(demoHostOf(page)),

  openSignedIn: async ({ page, role }, use) => {
    await use(async (path = '/#/dashboard') => {
      if (!role) throw new Error('openSignedIn needs test.use({ role })');
      await page.goto(path);
      await expect(accountMenuButton(page, targetAccount(role).name)).toBeVisible({ timeout: LANDING_TIMEOUT });
    });
  },

  axe: async ({ page }, use) => use((what, scope) => expectAccessible(page, what, scope)),

  hostChecked: [
    async ({ context, baseURL }, use, testInfo) => {
      await use();
      const page = appPage(context, baseURL);
      const log: HostLogEntry[] = (page && (await hostLog(page).catch(() => null))) ?? [];
      if (page && testInfo.status !== testInfo.expectedStatus) {
        await testInfo.attach('demo host request log', { body: JSON.stringify(log, null, 1), contentType: 'application/json' });
        const faults = await storedFaults(page).catch((error: unknown) => String(error));
        await testInfo.attach('demo host fault rules', { body: JSON.stringify(faults, null, 1), contentType: 'application/json' });
      }
      const unhandled = log.filter((entry) => entry.unhandled).map((entry) => `${entry.method} ${entry.path}`);
      expect(unhandled, 'requests to endpoints the demo host lacks').toEqual([]);
    },
    { auto: true },
  ],
});
