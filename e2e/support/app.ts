import { expect, type Locator, type Page } from '@playwright/test';
import { type Account, ACCOUNTS, submitSignIn } from '../../scripts/lib/sign-in';

// What the scripts share with the journeys lives below both (scripts/lib); journeys take it from here.
export { type Account, ACCOUNTS, type Credentials, submitSignIn } from '../../scripts/lib/sign-in';
export { clearFaults, injectFaults, setFaults } from '../../scripts/lib/demo-faults';

/**
 * Pins the UI language before the app boots (the default follows the browser, else Chinese), unless
 * the page chose one since. Journeys say `test.use({ language })`: the fixture calls this.
 */
export async function pinLanguage(page: Page, locale: 'en' | 'zh'): Promise<void> {
  await page.addInitScript((value) => {
    if (!localStorage.getItem('tp.locale')) localStorage.setItem('tp.locale', value);
  }, locale);
}

/** The header button that opens the account menu (its name holds the user's name in every language). */
export const accountMenuButton = (page: Page, name: string): Locator => page.getByRole('button', { name });

/**
 * The first screen after a page load or sign-in: booting the demo host, loading the lazy shell and
 * screen chunks and the screen's data. On a loaded machine that takes longer than one expect() step.
 */
export const LANDING_TIMEOUT = 15_000;

export async function signIn(page: Page, account: Account, options: { path?: string; staySignedIn?: boolean } = {}): Promise<void> {
  await page.goto(options.path ?? '/#/login');
  await submitSignIn(page, ACCOUNTS[account], options);
  await expect(accountMenuButton(page, ACCOUNTS[account].name)).toBeVisible({ timeout: LANDING_TIMEOUT });
}

/** Signs in and returns the access token the host issued, read from the sign-in answer. */
export async function signInForToken(
  page: Page,
  account: Account,
  options: { path?: string; staySignedIn?: boolean } = {},
): Promise<string> {
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/login/teacher_portal'));
  await signIn(page, account, options);
  const { token } = (await (await answer).json()) as { token?: unknown };
  if (typeof token !== 'string' || token === '') throw new Error('The sign-in answer carried no token');
  return token;
}

/**
 * The access token of the next host request that carries one: the signed-in session's, as the app sends
 * it (a journey that starts signed in has no sign-in answer to read it from). Ask before the request.
 */
export async function nextBearerToken(page: Page): Promise<string> {
  const request = await page.waitForRequest((sent) => /^Bearer \S+$/.test(sent.headers()['authorization'] ?? ''));
  return request.headers()['authorization']!.slice('Bearer '.length);
}

/** Opens the account menu of the signed-in user and returns it. */
export async function openAccountMenu(page: Page, name: string): Promise<Locator> {
  await accountMenuButton(page, name).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

/** The hash route the app shows: path and search parameters (`/#/login?redirect=%2Fx` -> `/login`, `{ redirect: '/x' }`). */
export function hashRoute(url: string): { path: string; params: Record<string, string> } {
  const hash = new URL(url).hash.replace(/^#/, '') || '/';
  const [path = '/', query = ''] = hash.split(/\?(.*)/s);
  return { path, params: Object.fromEntries(new URLSearchParams(query)) };
}

/** The app shows `path` with exactly these search parameters (route changes often follow a page load). */
export async function expectRoute(page: Page, path: string, params: Record<string, string> = {}): Promise<void> {
  await expect.poll(() => hashRoute(page.url()), { timeout: LANDING_TIMEOUT }).toEqual({ path, params });
}

/** Every request whose URL path contains `pathPart`, as the page makes them (retries included). */
export function recordRequests(page: Page, pathPart: string): { urls: string[]; authorizations: (string | undefined)[] } {
  const seen = { urls: [] as string[], authorizations: [] as (string | undefined)[] };
  page.on('request', (request) => {
    if (!new URL(request.url()).pathname.includes(pathPart)) return;
    seen.urls.push(request.url());
    seen.authorizations.push(request.headers()['authorization']);
  });
  return seen;
}

export const dashboardHeading = (page: Page): Locator => page.getByRole('heading', { name: 'My Courses', level: 1 });

/**
 * The dashboard's idle work is done: it asks for the next class's brief, then counts the classes with
 * something left to do, and the count's line is the last thing it shows (the demo host's week has some).
 */
export async function dashboardIdleWorkDone(page: Page): Promise<void> {
  await expect(
    page.getByRole('region', { name: 'After class' }).getByText(/^\d+ class(es)? of the last 7 days (has|have) something left to do$/),
  ).toBeVisible({ timeout: LANDING_TIMEOUT });
}

const hasOfflineCopy = (page: Page) => page.evaluate(() => Object.keys(localStorage).some((key) => key.startsWith('tp.offline:')));

/** The class list's copy kept offline has been written (a second after the last answer: offline-write-timing.ts). */
export async function offlineCopyKept(page: Page): Promise<void> {
  await expect.poll(() => hasOfflineCopy(page), { timeout: LANDING_TIMEOUT }).toBe(true);
}

/** The mark over classes drawn from the copy kept on the device, until the fresh answer replaces them (either language). */
export const keptMark = (page: Page): Locator =>
  page.getByRole('status').filter({ hasText: /^(Classes as of \d{2}:\d{2} .+ — updating…|显示截至 \d{2}:\d{2}.+正在更新…)$/ });

/** The copy kept offline holds the dashboard as drawn (offline-copy.ts marks the write): the next visit can paint it. */
export async function keptPaintWritten(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByName('portal:kept-paint-written').length), { timeout: LANDING_TIMEOUT })
    .toBeGreaterThan(0);
}

/**
 * Every later load of this page starts with no copy kept offline. Erased as each load starts (before the
 * page's own scripts), not once now: the app writes the copy again after later answers and once the
 * dashboard is drawn whole, and such a write could land between an erase and the next load.
 */
export async function eraseOfflineCopy(page: Page): Promise<void> {
  await page.addInitScript(() => Object.keys(localStorage).forEach((key) => key.startsWith('tp.offline:') && localStorage.removeItem(key)));
}

/**
 * Holds a running page clock still, a moment ahead of the page's now: far enough ahead that a loaded
 * machine's delay between reading the time and pausing never lands in the past (pauseAt cannot go back).
 * Timers due on the way fire once.
 */
export async function holdClock(page: Page, aheadMs = 1_000): Promise<void> {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + aheadMs);
}

/** The rooms request (the dashboard's class list) that carries a bearer token other than `token`, or that one. */
export function roomsRequest(page: Page, authorization: { not?: string; is?: string }) {
  return page.waitForRequest((request) => {
    if (!request.url().endsWith('/api/v1/alg_classes/rooms')) return false;
    const header = request.headers()['authorization'];
    return authorization.is !== undefined ? header === `Bearer ${authorization.is}` : header !== `Bearer ${authorization.not}`;
  });
}

/** Admin: account menu -> "Switch user"; returns the dialog once its teacher list has loaded. */
export async function openSwitchDialog(page: Page, account: Account): Promise<Locator> {
  const menu = await openAccountMenu(page, ACCOUNTS[account].name);
  await menu.getByRole('menuitem', { name: 'Switch user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Switch user' });
  await expect(dialog.getByRole('combobox', { name: 'Teacher' })).toBeEnabled();
  return dialog;
}

/** Types `search` into the dialog's searchable teacher list; returns the options it offers. */
export async function searchTeachers(page: Page, dialog: Locator, search: string): Promise<Locator> {
  await dialog.getByRole('combobox', { name: 'Teacher' }).fill(search);
  return page.getByRole('listbox').getByRole('option');
}

/**
 * Admin: switch to the teacher whose option matches `option` after typing `search`.
 * Returns the teacher's name as the list shows it ("Name · email").
 */
export async function switchUser(page: Page, account: Account, search: string, option: RegExp): Promise<string> {
  const dialog = await openSwitchDialog(page, account);
  const choice = (await searchTeachers(page, dialog, search)).filter({ hasText: option });
  const label = (await choice.textContent()) ?? '';
  await choice.click();
  await dialog.getByRole('button', { name: 'Switch' }).click();
  await expect(dialog).toBeHidden();
  return label.split(' · ')[0]!.trim();
}

export const actingBanner = (page: Page): Locator => page.getByRole('status').filter({ hasText: /^Acting as / });

/** A page of My courses holds twelve cards. */
const CARDS_PER_PAGE = 12;

/**
 * The open tab's class cards, once all of them are there: the first row comes before the rest
 * (ClassGrid), and the tab's label says how many there are, "This Week (5)".
 */
export async function everyClassCard(page: Page): Promise<Locator> {
  const label = await page.getByRole('tab', { selected: true }).innerText();
  const count = Number(/[(（](\d+)[)）]\s*$/.exec(label)?.[1] ?? Number.NaN); // "本周（5）" in Chinese
  expect(count, `a count in the tab label "${label}"`).not.toBeNaN();
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(Math.min(count, CARDS_PER_PAGE));
  return cards;
}

/** What the dashboard shows: the tab labels (with their counts) and the full text of the open tab's class cards. */
export async function dashboardSummary(page: Page): Promise<{ tabs: string[]; cards: string[] }> {
  await expect(dashboardHeading(page)).toBeVisible();
  await expect(page.getByRole('tab').first()).toBeVisible(); // the heading comes before the list
  const tabs = await page.getByRole('tab').allInnerTexts();
  const cards = (await (await everyClassCard(page)).allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
  return { tabs, cards };
}
