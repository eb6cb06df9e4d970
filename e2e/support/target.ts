import { type Account, ACCOUNTS } from './app';

/**
 * Where the journeys run (README "QA: targets"), chosen by the environment, never by editing a file:
 *   demo       (default) the demo build with the in-browser demo host: every journey;
 *   demo-host  a production build for `npm run demo-host` over HTTP (playwright.demo-host.config.ts);
 *   staging    any administration host: E2E_API_URL (a build for it is made and served here) or
 *              E2E_APP_URL (a portal already deployed for it), accounts from E2E_TEACHER_* (playwright.staging.config.ts).
 * Only the journeys tagged @portable (e2e/portable/) need nothing of the demo host; they run on all three.
 */
export type TargetName = 'demo' | 'demo-host' | 'staging';

export const PORTABLE = '@portable';

/**
 * A portable journey may find the host without what it reads (no class this week, no history, no
 * student, no conversation) and skip the rest, on staging only: its data is the school's. The demo
 * hosts seed every teacher's classes, history, students and chat relative to now, so there an empty
 * screen fails the journey. Journeys decide this on a settled screen (its list, or its empty state),
 * and `scripts/check-journey-skips.ts` refuses a skip whose condition the target does not declare.
 */
export const mayFindHostEmpty = (target: TargetName): boolean => target === 'staging';

/**
 * A school's host keeps what a journey sends for good (homework, grades, evaluations, chat messages):
 * there the portable journeys read those screens; the demo hosts, seeded anew, take the writes too.
 */
export const hostKeepsWritesForGood = (target: TargetName): boolean => target === 'staging';

export interface TargetAccount {
  username: string;
  password: string;
  /** As the header's account button shows it. */
  name: string;
}

const prefixOf = (role: Account) => `E2E_${role.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}_`;
const FIELDS = ['USERNAME', 'PASSWORD', 'NAME'] as const;

/** The variables that give `role`'s account ("E2E_SUPER_USER_USERNAME, _PASSWORD and _NAME"). */
export const accountVariables = (role: Account): string => `${prefixOf(role)}USERNAME, _PASSWORD and _NAME`;

/** The environment gives `role`'s account (on staging only those count: the demo host's are not its). */
export const accountGiven = (role: Account, env: NodeJS.ProcessEnv = process.env): boolean =>
  FIELDS.some((field) => env[prefixOf(role) + field] !== undefined);

/** An account from E2E_<ROLE>_USERNAME / _PASSWORD / _NAME (ROLE: TEACHER, ADMIN, SUPER_USER), else the demo host's. */
export function targetAccount(role: Account, env: NodeJS.ProcessEnv = process.env): TargetAccount {
  if (!accountGiven(role, env)) return ACCOUNTS[role];
  const [username, password, name] = FIELDS.map((field) => env[prefixOf(role) + field]);
  if (!username || !password || !name) throw new Error(`Set all of ${accountVariables(role)}, or none`);
  return { username, password, name };
}
