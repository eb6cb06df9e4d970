import type { Page } from '@playwright/test';
import enDashboard from '../../locales/en/dashboard.json' with { type: 'json' };
import zhDashboard from '../../locales/zh/dashboard.json' with { type: 'json' };

/**
 * Every screen of the portal, in one place: the soak walks them, and the accessibility, phone-width, CSP
 * and hostile-input journeys (e2e/support/screens.ts hands the list on) visit each of them, in both
 * languages. A new route adds its line here; src/routes/screens.test.ts fails until it does.
 */
export interface Screen {
  /** The route as declared in src/routes (`/Class/$calendarEventId`). */
  route: string;
  /** Needs a signed-in teacher. */
  signedIn: boolean;
  /** Inside the shell (header, navigation, burger at phone width). */
  shell: boolean;
  /** The hash path to open; a function finds one on the signed-in dashboard (a class id...). */
  path: string | ((page: Page) => Promise<string>);
}

/** The first class on the dashboard: its waiting room ("Waiting room", or "Enter classroom" once the classroom is open). */
async function firstClassPath(page: Page): Promise<string> {
  await page.goto('/#/dashboard');
  const names = [enDashboard.actions.enter, zhDashboard.actions.enter, enDashboard.actions.waitingRoom, zhDashboard.actions.waitingRoom];
  const enter = page
    .getByRole('article')
    .getByRole('link', { name: new RegExp(`^(${names.join('|')})$`) })
    .first();
  const href = await enter.getAttribute('href');
  if (!href) throw new Error('No class on the dashboard to open');
  return href.slice(href.indexOf('#'));
}

const shell = (route: string): Screen => ({ route, signedIn: true, shell: true, path: `/#${route}` });
const signedOut = (route: string): Screen => ({ route, signedIn: false, shell: false, path: `/#${route}` });

export const SCREENS: readonly Screen[] = [
  signedOut('/login'),
  signedOut('/register'),
  signedOut('/forgot-password'),
  signedOut('/404'),
  shell('/dashboard'),
  shell('/yykc'),
  shell('/khlx'),
  shell('/kchf'),
  shell('/EvalStudent'),
  shell('/Assignments'),
  shell('/ReviewAssignments'),
  shell('/wdxs'),
  shell('/StudentInstr'),
  shell('/chat'),
  shell('/system-test'),
  shell('/AfterClass'),
  { route: '/Class/$calendarEventId', signedIn: true, shell: false, path: firstClassPath },
  { route: '/ClassAgain', signedIn: true, shell: false, path: '/#/ClassAgain' },
];

/** Routes that only redirect: nothing to look at. */
export const REDIRECT_ONLY_ROUTES: readonly string[] = ['/'];

export async function resolvePath(page: Page, screen: Screen): Promise<string> {
  return typeof screen.path === 'string' ? screen.path : screen.path(page);
}
