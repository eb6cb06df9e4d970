/**
 * `npm run soak` (not part of `npm test`): a scripted session that walks every screen for a few
 * minutes (SOAK_MINUTES, default 4) with random demo-host faults, drops the network (a screen opened
 * offline, then the network back and nothing touched), puts a gateway answering 503 in front of the host for a
 * while (then the host back and nothing touched), refuses the app's own code and stylesheets for a while as
 * it moves to another screen (never a blank page: issue 46), sends chat messages under them, reloads and
 * switches language. Fails on any uncaught error (an unhandled rejection included), unexpected console
 * error, white screen, step that ends with neither a screen nor an error state, screen still failed or
 * offline 5 s after the network came back or 35 s after the host did, or a message stored twice.
 * SOAK_SEED replays a walk. Uses the demo build (embedded demo host), like the e2e journeys.
 */
import { rmSync } from 'node:fs';
import { type BrowserContext, chromium, type Locator, type Page, type Route } from '@playwright/test';
import { preview } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium';
import { setFaults } from './lib/demo-faults';
import { productionBuild } from './lib/production-build';
import { FAILED_STATE } from './lib/screen-states';
import { resolvePath, SCREENS } from './lib/screens';
import { ACCOUNTS, submitSignIn } from './lib/sign-in';
import {
  codeLoadsFailFor,
  FAULT_MENU,
  isAppCodeFile,
  GATEWAY_OUTAGE,
  HOST_BACK_WITHIN_MS,
  NETWORK_BACK_WITHIN_MS,
  nextAction,
  pick,
  seededRandom,
  type SoakLog,
  verdict,
} from './model/soak';

const OUT_DIR = '.soak-build';
const MINUTES = Number(process.env.SOAK_MINUTES ?? 4);
const SEED = Number(process.env.SOAK_SEED ?? Date.now() % 100_000);
const SETTLE_MS = 25_000;
/** SOAK_VERBOSE=1 prints every step, not every tenth: to read a failing seed's walk. */
const VERBOSE = process.env.SOAK_VERBOSE === '1';

/** A screen's Try again, or a page's Reload (a page that broke, or could not start: src/lib/boot-failed.ts). */
const TRY_AGAIN = /^(Try again|重试|Reload|重新加载)$/;
const okButton = (scope: Page | Locator) => scope.getByRole('button', { name: /^(OK|确定)$/ });
/** An alert that waits for OK (the maintenance alert can outlive the screen that raised it, even onto sign-in). */
const okAlert = (page: Page) => page.getByRole('dialog').filter({ has: okButton(page) });

async function acknowledgeAlerts(page: Page): Promise<void> {
  if (await okAlert(page).count())
    await okButton(okAlert(page))
      .first()
      .click()
      .catch(() => undefined);
}

/** The journeys' own sign-in (scripts/lib/sign-in.ts), in whichever language the walk left the page. */
async function signIn(page: Page): Promise<void> {
  await page.goto(`${page.url().split('#')[0]}#/login`);
  await submitSignIn(page, ACCOUNTS.teacher);
  await page.waitForURL(/#\/dashboard/, { timeout: SETTLE_MS });
}

/** After a step: a screen (its h1) or an error state shows; a maintenance alert is acknowledged. */
async function settle(page: Page): Promise<'screen' | 'error' | 'sign-in' | 'stuck'> {
  const deadline = Date.now() + SETTLE_MS;
  while (Date.now() < deadline) {
    await acknowledgeAlerts(page);
    if (page.url().includes('#/login')) return 'sign-in';
    if (await page.getByRole('button', { name: TRY_AGAIN }).count()) return 'error';
    const busy = await page.getByRole('progressbar').count();
    if (!busy && (await page.getByRole('heading', { level: 1 }).count())) return 'screen';
    await page.waitForTimeout(250); // polling the page's state, not waiting for time to pass
  }
  return 'stuck';
}

async function whiteScreen(page: Page): Promise<boolean> {
  return page.evaluate(() => (document.getElementById('root')?.innerText.trim().length ?? 0) === 0);
}

/** The device's network gone or back: the browser offline, and (the demo host answers inside the page) every host request dropped. */
async function network(page: Page, context: BrowserContext, online: boolean): Promise<void> {
  await setFaults(page, online ? [] : [{ kind: 'drop', match: '/' }]);
  await context.setOffline(!online);
}

/** Whether the screen left its failed or offline state by itself within `withinMs` of the network's (or the host's) return. */
async function backByItself(page: Page, withinMs = NETWORK_BACK_WITHIN_MS): Promise<boolean> {
  const failed = page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: FAILED_STATE });
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    if ((await failed.count()) === 0) return true;
    await page.waitForTimeout(200); // polling the page's state, not waiting for time to pass
  }
  return false;
}

/** Opens a screen with the network gone (its offline state), brings the network back and touches nothing. */
async function dropNetwork(page: Page, context: BrowserContext, where: string, random: () => number): Promise<boolean> {
  await network(page, context, false);
  try {
    await page.goto(where);
    await settle(page);
    await page.waitForTimeout(Math.floor(random() * 3000)); // offline for a while, as a phone is
  } finally {
    await network(page, context, true);
  }
  return backByItself(page);
}

/** Opens a screen behind a gateway answering 503 (the host down), ends the outage and touches nothing. */
async function hostOutage(page: Page, where: string, random: () => number): Promise<boolean> {
  await setFaults(page, GATEWAY_OUTAGE);
  try {
    await page.goto(where);
    await settle(page);
    await page.waitForTimeout(Math.floor(random() * 5000)); // the outage lasts a while
  } finally {
    await setFaults(page, []);
  }
  return backByItself(page, HOST_BACK_WITHIN_MS);
}

/**
 * Moves to a screen while the app's own files (code, stylesheets) are refused for a while; the page must not be
 * blank then. Returns how many files were refused, and whether the page was blank at the window's end.
 */
async function failCodeLoads(page: Page, context: BrowserContext, where: string, random: () => number) {
  let refused = 0;
  const refuse = (route: Route) => {
    refused += 1;
    return route.abort('failed');
  };
  const appCode = (url: URL) => isAppCodeFile(url.href);
  await context.route(appCode, refuse);
  try {
    await page.goto(where); // the same document: only what the screen loads on demand is asked for
    await page.waitForTimeout(codeLoadsFailFor(random)); // refused for a while, as a flaky edge does
    return { refused, blank: await whiteScreen(page) };
  } finally {
    await context.unroute(appCode, refuse);
  }
}

/** Sends a message in the first conversation; returns its text. */
async function sendMessage(page: Page, step: number): Promise<string> {
  const text = `soak ${SEED}-${step}`;
  await page.goto(`${page.url().split('#')[0]}#/chat`);
  await page
    .getByRole('navigation', { name: /Conversations|会话/ })
    .getByRole('link')
    .first()
    .click({ timeout: SETTLE_MS });
  await page.getByRole('textbox', { name: /^(Message|消息)$/ }).fill(text, { timeout: SETTLE_MS });
  await page.getByRole('button', { name: /^(Send|发送)$/ }).dblclick();
  return text;
}

/** How often each sent text shows in the first conversation, faults cleared. */
async function countMessages(page: Page, texts: string[]): Promise<Record<string, number>> {
  await setFaults(page, []);
  await page.goto(`${page.url().split('#')[0]}#/chat`);
  await page.reload();
  await page
    .getByRole('navigation', { name: /Conversations|会话/ })
    .getByRole('link')
    .first()
    .click({ timeout: SETTLE_MS });
  await page.getByRole('log').first().waitFor({ timeout: SETTLE_MS });
  const counts: Record<string, number> = {};
  for (const text of texts) counts[text] = await page.getByRole('log').first().getByText(text, { exact: true }).count();
  return counts;
}

async function main(): Promise<void> {
  const random = seededRandom(SEED);
  const log: SoakLog = {
    steps: 0,
    uncaught: [],
    consoleErrors: [],
    whiteScreens: [],
    stuck: [],
    stuckAfterNetwork: [],
    stuckAfterHost: [],
    navigationFailures: [],
    blockedAlerts: [],
    sent: {},
  };
  const sent: string[] = [];
  let drops = 0;
  let outages = 0;
  const codeLoads = { windows: 0, refused: 0 };
  console.info(`Soak: ${MINUTES} min, seed ${SEED} (SOAK_SEED=${SEED} replays it). Building the demo build…`);
  await productionBuild({ outDir: OUT_DIR, apiBaseUrl: '' });
  const server = await preview({
    logLevel: 'warn',
    build: { outDir: OUT_DIR },
    preview: { host: '127.0.0.1', port: 0, strictPort: false },
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const baseURL = server.resolvedUrls!.local[0]!;
    const context = await browser.newContext({ locale: 'en-US', baseURL });
    const page = await context.newPage();
    page.on('pageerror', (error) => log.uncaught.push(`step ${log.steps}: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') log.consoleErrors.push(`step ${log.steps}: ${message.text()}`);
    });
    if (VERBOSE) {
      page.on('load', () => console.info(`  step ${log.steps}: page loaded at ${page.url()}`));
      page.on('pageerror', (error) => console.info(`  step ${log.steps}: uncaught ${error.message}`));
      page.on('console', (message) => message.type() === 'error' && console.info(`  step ${log.steps}: console ${message.text()}`));
    }
    // Whatever a step does next, an OK alert in the way is acknowledged first, as a teacher would.
    // An OK that cannot be pressed (something over it) is a finding, not the walk's end: what is on screen is kept.
    await page.addLocatorHandler(okAlert(page), async (alert) => {
      try {
        await okButton(alert).click({ timeout: 5_000 });
      } catch {
        const dialogs = await page.getByRole('dialog').allInnerTexts();
        const picture = `/tmp/soak-${SEED}-step-${log.steps}.png`;
        await page.screenshot({ path: picture }).catch(() => undefined);
        log.blockedAlerts.push(`step ${log.steps}: ${JSON.stringify(dialogs)} (${picture})`);
        await page.keyboard.press('Escape');
      }
    });
    await page.goto(baseURL);
    await signIn(page);
    const screens = SCREENS.filter((screen) => screen.signedIn);
    // Each screen's address, its parameters taken now, before any fault: the waiting room of a class the
    // host lists (read off the dashboard), not the route's pattern.
    const paths = new Map<string, string>();
    for (const screen of screens) paths.set(screen.route, await resolvePath(page, screen));
    const deadline = Date.now() + MINUTES * 60_000;
    while (Date.now() < deadline) {
      log.steps += 1;
      const faults = pick(random, FAULT_MENU);
      const action = nextAction(random);
      let where = action as string;
      await setFaults(page, faults.rules);
      try {
        if (action === 'open-screen') {
          const screen = pick(random, screens);
          where = paths.get(screen.route)!;
          try {
            await page.goto(where);
          } catch (error) {
            // The app's own address refused: the walk went nowhere, which no fault of the host explains.
            log.navigationFailures.push(`step ${log.steps}: ${where} (${(error as Error).message.split('\n')[0]})`);
          }
        } else if (action === 'network-drop') {
          const screen = pick(random, screens);
          where = `${paths.get(screen.route)!} with the network gone`;
          drops += 1;
          if (!(await dropNetwork(page, context, paths.get(screen.route)!, random)))
            log.stuckAfterNetwork.push(`step ${log.steps}: ${where}`);
        } else if (action === 'host-outage') {
          const screen = pick(random, screens);
          where = `${paths.get(screen.route)!} behind a gateway answering 503`;
          outages += 1;
          if (!(await hostOutage(page, paths.get(screen.route)!, random))) log.stuckAfterHost.push(`step ${log.steps}: ${where}`);
        } else if (action === 'code-loads-fail') {
          const screen = pick(random, screens);
          where = `${paths.get(screen.route)!} with the app's files refused`;
          codeLoads.windows += 1;
          const { refused, blank } = await failCodeLoads(page, context, paths.get(screen.route)!, random);
          codeLoads.refused += refused;
          if (blank) log.whiteScreens.push(`step ${log.steps}: ${where}, while refused`);
        } else if (action === 'send-message') {
          sent.push(await sendMessage(page, log.steps));
        } else if (action === 'reload') {
          await page.reload();
        } else {
          await page.evaluate(() => localStorage.setItem('tp.locale', localStorage.getItem('tp.locale') === 'zh' ? 'en' : 'zh'));
          await page.reload();
        }
      } catch (error) {
        await network(page, context, true).catch(() => undefined);
        // A step the faults cut short (a link not there while a screen failed): judged by what shows.
        where += ` (${(error as Error).message.split('\n')[0]})`;
      }
      const outcome = await settle(page);
      const label = `step ${log.steps}: ${where} under "${faults.name}"`;
      if (await whiteScreen(page)) log.whiteScreens.push(label);
      if (outcome === 'stuck') log.stuck.push(label);
      await setFaults(page, []);
      if (outcome === 'sign-in') await signIn(page);
      if (outcome === 'error')
        await page
          .getByRole('button', { name: TRY_AGAIN })
          .first()
          .click()
          .catch(() => undefined);
      if (VERBOSE || log.steps % 10 === 0) console.info(`${label} -> ${outcome}`);
    }
    await page.evaluate(() => localStorage.setItem('tp.locale', 'en'));
    log.sent = await countMessages(page, sent);
  } finally {
    await browser.close();
    await server.close();
    rmSync(OUT_DIR, { recursive: true, force: true });
  }
  const { ok, problems } = verdict(log);
  const stored = Object.values(log.sent).filter((count) => count === 1).length;
  console.info(
    `\nSoak seed ${SEED}: ${log.steps} steps in ${MINUTES} min, ${sent.length} messages sent (${stored} stored once, the rest lost to faults and not retried by the user).`,
  );
  console.info(
    `${drops} network drops: ${log.stuckAfterNetwork.length} screens still failed or offline ${NETWORK_BACK_WITHIN_MS / 1000} s after the network came back; ${log.uncaught.length} uncaught errors or unhandled rejections.`,
  );
  console.info(
    `${outages} gateway outages: ${log.stuckAfterHost.length} screens still failed ${HOST_BACK_WITHIN_MS / 1000} s after the host came back.`,
  );
  console.info(
    `${codeLoads.windows} windows of refused code loads (${codeLoads.refused} files refused); ${log.whiteScreens.length} blank pages.`,
  );
  console.info(ok ? 'No uncaught error, no white screen, no duplicated record.' : `Problems:\n- ${problems.join('\n- ')}`);
  if (!ok) process.exitCode = 1;
}

await main();
