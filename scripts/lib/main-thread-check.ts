import type { Browser } from '@playwright/test';
import { type MainThreadVisit, mainThreadRows } from '../model/budgets';
import { formatBeforeFirstCard } from '../model/before-first-card';
import { longestTasks, medianFigures } from '../model/main-thread';
import { manyStudentsRules } from '../model/many-students';
import { afterFirstCard } from './after-first-card';

/**
 * The budget check's second half (issue 38): each page's main-thread work in the 10 s after its first
 * content, on a phone's screen, in CPU time scaled as Lighthouse's mobile preset scales it. /login as a
 * first visitor; /dashboard signed in, with the demo teacher's 6 students and as a teacher of 300.
 */

const MANY = 300;

export const MAIN_THREAD_VISITS: readonly MainThreadVisit[] = ['/login', '/dashboard', `/dashboard ${MANY} students`];

async function setHostRules(hostUrl: string, rules: unknown[]): Promise<void> {
  const answer = await fetch(`${hostUrl}/__demo/faults`, { method: 'PUT', body: JSON.stringify(rules) });
  if (!answer.ok) throw new Error(`The demo host refused the rules: ${await answer.text()}`);
}

/** The middle of the runs' figures (of two, the higher), as medianFigures takes it. */
const middle = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function mainThreadCheck(options: {
  browser: Browser;
  appUrl: string;
  hostUrl: string;
  /** A signed-in teacher's storage, made with the rules in force (the rooms kept offline are the host's). */
  signIn: () => Promise<string>;
  visits: readonly MainThreadVisit[];
  runs: number;
}) {
  const { browser, appUrl, hostUrl, runs } = options;
  const measured: { visit: MainThreadVisit; runs: Awaited<ReturnType<typeof afterFirstCard>>[] }[] = [];
  for (const visit of options.visits) {
    const many = visit.endsWith('students');
    if (many) await setHostRules(hostUrl, manyStudentsRules(Date.now(), MANY));
    try {
      const state = visit === '/login' ? undefined : await options.signIn();
      const results = [];
      for (let run = 0; run < runs; run++) {
        results.push(await afterFirstCard(browser, appUrl, visit === '/login' ? '/login' : '/dashboard', { storageState: state }));
      }
      measured.push({ visit, runs: results });
    } finally {
      if (many) await setHostRules(hostUrl, []);
    }
  }
  const rows = mainThreadRows(
    measured.map(({ visit, runs: results }) => ({
      visit,
      figures: { ...medianFigures(results.map((r) => r.figures)), beforeCardMs: middle(results.map((r) => r.before.cpuMs)) },
    })),
  );
  const details = measured.map(
    ({ visit, runs: results }) =>
      `${visit}: ${results
        .map(
          (r, i) =>
            `run ${i + 1} blocking ${r.figures.blockingMs} ms, longest ${r.figures.longestMs} ms, ${r.figures.longTasks} long of ${r.tasks.length} tasks, all work ${r.figures.totalMs} ms; longest at ${longestTasks(
              r.tasks,
              5,
            )
              .map((t) => `${t.atMs} ms: ${t.ms}`)
              .join(', ')}; before it: ${formatBeforeFirstCard(r.before)}`,
        )
        .join('\n  ')}`,
  );
  return { rows, details };
}
