import { expect, type Page, test } from './support/fixtures';
import {
  ACCOUNTS,
  actingBanner,
  dashboardHeading,
  keptMark,
  keptPaintWritten,
  LANDING_TIMEOUT,
  openAccountMenu,
  setFaults,
  submitSignIn,
  switchUser,
} from './support/app';
import { seal, unseal } from '../src/lib/session/token-crypto';

/**
 * A returning visit opens at once (issue 45): the early entry paints the dashboard as last drawn, for
 * the signed-in identity only, before the app's code has run; the app takes it over where it stands.
 */
test.use({ language: 'en', viewport: { width: 1280, height: 800 } });

const SLOW_LIST_MS = 3_000;

/**
 * What each load of the page painted before the app, in order: the text of the paint, its cards, whether the
 * app drew after it, whether the app's main file was started with the paint already on screen, and what moved
 * on the screen meanwhile (the layout shifts, with what moved).
 */
interface Load {
  /**
   * Its text, its cards, what in it could run script (a script, a handler, a script address), and the stylesheets
   * linked when it showed (their file names).
   */
  painted: { text: string; cards: number; unsafe: number; stylesheets: string[] } | null;
  first: 'painted' | 'app' | null;
  mainStarted: 'after the paint' | 'before the paint' | null;
  shifts: { value: number; moved: string[] }[];
}
async function recordPaints(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const load: Load = { painted: null, first: null, mainStarted: null, shifts: [] };
    (window as { load?: Load }).load = load;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources: { node?: Node }[] })[])
        load.shifts.push({ value: entry.value, moved: entry.sources.map((source) => (source.node?.textContent ?? '').slice(0, 40)) });
    }).observe({ type: 'layout-shift', buffered: true });
    new MutationObserver(() => {
      const root = document.getElementById('root');
      const painted = root?.querySelector('[data-kept-painted]');
      if (painted && !load.painted)
        load.painted = {
          text: painted.textContent ?? '',
          cards: painted.querySelectorAll('article').length,
          unsafe: painted.querySelectorAll('script, [onerror], [href^="javascript:"]').length,
          stylesheets: [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.href.split('/').pop()!),
        };
      load.first ??= painted ? 'painted' : root?.querySelector('article, h1') ? 'app' : null;
      // The main file's tag, which index.html adds (it only preloads it): the main entry, not the early one.
      if (document.querySelector('script[src*="/assets/index-"]')) load.mainStarted ??= painted ? 'after the paint' : 'before the paint';
    }).observe(document, { childList: true, subtree: true });
  });
}
const lastLoad = (page: Page) => page.evaluate(() => (window as { load?: Load }).load!);

/** Reloads the dashboard and waits for the app's own screen; returns what was painted before it. */
async function reloadDashboard(page: Page): Promise<Load> {
  await page.reload();
  await expect(dashboardHeading(page)).toBeVisible({ timeout: LANDING_TIMEOUT });
  await expect(page.locator('[data-kept-painted]')).toHaveCount(0);
  return lastLoad(page);
}

test.describe(() => {
  test.use({ role: 'teacher' });

  test('a returning visit paints the last known classes before the app, marked; the app takes over with the same cards, then the fresh answer', async ({
    page,
    openSignedIn,
  }) => {
    await openSignedIn();
    await keptPaintWritten(page);
    const cards = await page.getByRole('article').count();
    await recordPaints(page);
    await setFaults(page, [{ kind: 'slow', delayMs: SLOW_LIST_MS, match: '/alg_classes/rooms' }]);
    await page.reload();
    // The app's first screen over the kept copy says so, until the host's answer comes.
    await expect(keptMark(page)).toBeVisible({ timeout: LANDING_TIMEOUT });
    await expect(page.getByRole('article')).toHaveCount(cards);
    const load = await lastLoad(page);
    expect(load.first, 'the paint came before the app').toBe('painted');
    expect(load.mainStarted, "the app's main file waits for the paint, whose steps its evaluation would hold up").toBe('after the paint');
    expect(load.painted!.cards, 'the paint shows the cards the app then draws').toBe(cards);
    expect(load.painted!.text).toMatch(/Classes as of \d{2}:\d{2} .+ — updating…/);
    await expect(keptMark(page)).toBeHidden({ timeout: SLOW_LIST_MS + LANDING_TIMEOUT });
    await expect(page.getByRole('article')).toHaveCount(cards);
    // Drawn with the stylesheets it was kept with: the app takes over, and the fresh answer replaces it, in place.
    const { shifts } = await lastLoad(page);
    expect(shifts, 'nothing moved from the paint to the app to the fresh answer').toEqual([]);
  });

  test('on a phone offline, the paint says offline from the start; neither the app nor the network’s return moves a thing; the line covers no class', async ({
    page,
    openSignedIn,
  }) => {
    // A phone's width; tall, so that every card's lines are in view (a shift out of view is not counted).
    await page.setViewportSize({ width: 390, height: 2400 });
    await openSignedIn();
    await keptPaintWritten(page);
    // The browser's word: no network (the demo host, in the page's worker, still answers: the verdict holds it offline).
    await page.addInitScript(() => {
      let online = false;
      Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => online });
      (window as { networkBack?: () => void }).networkBack = () => {
        online = true;
        window.dispatchEvent(new Event('online'));
      };
    });
    await recordPaints(page);
    const load = await reloadDashboard(page);
    expect(load.painted?.cards, 'painted').toBeGreaterThan(0);
    expect(load.painted!.text).toMatch(/Offline — showing classes as of \d{2}:\d{2}/);
    expect(load.painted!.text).not.toContain('updating');
    const status = page.getByRole('status').filter({ hasText: /^Offline — showing classes as of \d{2}:\d{2}/ });
    await expect(status).toBeVisible();
    const line = (await status.boundingBox())!;
    for (const card of await page.getByRole('article').all()) {
      const box = (await card.boundingBox())!;
      expect(box.y >= line.y + line.height || box.y + box.height <= line.y, 'the line covers no class').toBe(true);
    }

    await page.evaluate(() => (window as { networkBack?: () => void }).networkBack!());
    await expect(page.getByRole('status').filter({ hasText: /^Classes as of \d{2}:\d{2} New York time$/ })).toBeVisible();
    await expect(
      page
        .getByRole('article')
        .first()
        .getByRole('link', { name: /Enter classroom|Waiting room/ }),
    ).toBeEnabled();
    expect((await lastLoad(page)).shifts, 'nothing moved: paint, offline screen, the network back').toEqual([]);
  });

  test('a script, a handler or a script address planted in the kept copy is cleaned out of the paint', async ({ page, openSignedIn }) => {
    await openSignedIn();
    await keptPaintWritten(page);
    // Planted as the next load starts, after any later write of the app's: the copy of an origin where a
    // script once ran, sealed with the key every visitor's bundle holds.
    const [key, sealed] = await page.evaluate(() => Object.entries(localStorage).find(([name]) => name.startsWith('tp.offline:'))!);
    const copy = JSON.parse((await unseal(sealed))!) as { paint: { html: string } };
    copy.paint.html +=
      '<img src="x" onerror="window.planted=1"><script>window.planted=2</script><a href="javascript:window.planted=3">x</a>';
    await page.addInitScript(([name, value]) => localStorage.setItem(name, value), [key, await seal(JSON.stringify(copy))] as const);
    await recordPaints(page);
    const load = await reloadDashboard(page);
    expect(load.painted?.cards, 'painted').toBeGreaterThan(0);
    expect(load.painted!.unsafe, 'nothing that could run script').toBe(0);
    expect(await page.evaluate(() => (window as { planted?: number }).planted)).toBeUndefined();
  });

  test('a dialog opened before the copy was kept: the paint neither waits for its stylesheets nor moves without them', async ({
    page,
    openSignedIn,
  }) => {
    await openSignedIn();
    await keptPaintWritten(page);
    const linked = () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.href.split('/').pop()!),
      );
    const menu = await openAccountMenu(page, ACCOUNTS.teacher.name);
    // The menu's own (its button is in the header, in the paint): linked before the dialog's.
    const before = await linked();
    await menu.getByRole('menuitem', { name: 'About us' }).click();
    const dialog = page.getByRole('dialog', { name: 'About us' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    const dialogs = (await linked()).filter((file) => !before.includes(file));
    expect(dialogs.length, 'About us linked stylesheets of its own, which stay in the page').toBeGreaterThan(0);
    // The copy written again with them in the page: This Week left, then back (paintable again).
    const writes = () => page.evaluate(() => performance.getEntriesByName('portal:kept-paint-written').length);
    const written = await writes();
    await page.getByRole('tab', { name: /^Next Week/ }).click();
    await page.getByRole('tab', { name: /^This Week/ }).click();
    await expect.poll(writes, { timeout: LANDING_TIMEOUT }).toBeGreaterThan(written);

    await recordPaints(page);
    const load = await reloadDashboard(page);
    expect(load.painted?.cards, 'painted').toBeGreaterThan(0);
    expect(
      load.painted!.stylesheets.filter((file) => dialogs.includes(file)),
      'the dialog’s stylesheets, which style nothing in it',
    ).toEqual([]);
    expect(load.shifts, 'nothing moved from the paint to the app').toEqual([]);
  });

  test('when the capture’s code cannot load, the schedule is still kept, and the paint with it once the file comes', async ({
    page,
    openSignedIn,
  }) => {
    const capture = /\/assets\/capture-[\w-]+\.js$/;
    await page.context().route(capture, (route) => route.abort('failed'));
    await openSignedIn();
    // The copy of the answers is written all the same, without a paint; the screen says nothing of it.
    const kept = () => page.evaluate(() => Object.keys(localStorage).some((key) => key.startsWith('tp.offline:')));
    await expect.poll(kept, { timeout: LANDING_TIMEOUT }).toBe(true);
    await expect(page.getByRole('article').first()).toBeVisible();
    expect(await page.evaluate(() => performance.getEntriesByName('portal:kept-paint-written').length)).toBe(0);

    // The file to be had again: the next write (This Week left, then back) asks for it again and keeps the paint.
    await page.context().unroute(capture);
    await page.getByRole('tab', { name: /^Next Week/ }).click();
    await page.getByRole('tab', { name: /^This Week/ }).click();
    await keptPaintWritten(page);
  });

  // The early entry's own file is not planted here: the main file imports the modules it shares with it, so the
  // app cannot start without it either (as without the main file itself).
  test('when the paint’s code cannot load (offline, a deployment that removed it), the app starts as on any visit', async ({
    page,
    openSignedIn,
  }) => {
    await openSignedIn();
    await keptPaintWritten(page);
    await recordPaints(page);
    await page.context().route(/\/assets\/kept-paint-[^/]*\.js$/, (route) => route.abort('failed'));
    const load = await reloadDashboard(page);
    expect(load.painted, 'nothing painted').toBeNull();
    expect(load.mainStarted, 'the main file started without waiting for a paint').toBe('before the paint');
    await expect(page.getByRole('article').first()).toBeVisible();
  });

  test('after a sign-out, the next account on the device never sees the first one’s kept classes', async ({ page, openSignedIn }) => {
    await openSignedIn();
    await keptPaintWritten(page);
    await recordPaints(page);
    // The control: the teacher's own returning visit paints her classes.
    expect((await reloadDashboard(page)).painted?.text).toContain(ACCOUNTS.teacher.name);

    const menu = await openAccountMenu(page, ACCOUNTS.teacher.name);
    await menu.getByRole('menuitem', { name: 'Sign out' }).click();
    await submitSignIn(page, ACCOUNTS.admin);
    await expect(dashboardHeading(page)).toBeVisible({ timeout: LANDING_TIMEOUT });
    const load = await reloadDashboard(page);
    expect(load.painted?.text ?? '').not.toContain(ACCOUNTS.teacher.name);
  });
});

test.describe(() => {
  test.use({ role: 'admin' });

  test('a switch of teacher, and back: each reload paints only the identity of the moment', async ({ page, openSignedIn }) => {
    await openSignedIn();
    await keptPaintWritten(page);
    await recordPaints(page);
    expect((await reloadDashboard(page)).painted?.text ?? '', 'the admin’s own classes, not acting').not.toMatch(/Acting as/);

    const name = await switchUser(page, 'admin', 'olivia.smith', /olivia\.smith\.\d+@demo\.school/);
    await expect(actingBanner(page)).toContainText(`Acting as ${name}`);
    // Before the teacher's own copy is written: nothing, never the admin's.
    const right = await reloadDashboard(page);
    if (right.painted) expect(right.painted.text).toContain(`Acting as ${name}`);
    await keptPaintWritten(page);
    expect((await reloadDashboard(page)).painted?.text).toContain(`Acting as ${name}`);

    await page.getByRole('button', { name: 'Back to my account' }).click();
    await expect(actingBanner(page)).toHaveCount(0);
    const back = await reloadDashboard(page);
    expect(back.painted?.text ?? '').not.toContain(name);
  });
});
