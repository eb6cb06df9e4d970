import type { Browser } from '@playwright/test';
import { type MainThreadVisit, mainThreadRows } from '../model/budgets';
import { formatBeforeFirstCard } from '../model/before-first-card';
import { describeCalibration } from '../model/calibration';
import { longestTasks, medianFigures } from '../model/main-thread';
import { manyStudentsRules } from '../model/many-students';
import { type AfterFirstCard, afterFirstCard } from './after-first-card';

/**
 * The budget check's second half (issue 38): each page's main-thread work in the 10 s after its first
 * content, on a phone's screen, in CPU time calibrated to the reference phone by the CPU benchmark of the
 * same trace (scripts/model/calibration.ts). /login as a first visitor; /dashboard signed in, with the demo
 * teacher's 6 students and as a teacher of 300.
 */

const MANY = 300;

export const MAIN_THREAD_VISITS: readonly MainThreadVisit[] = ['/login', '/dashboard', `/dashboard ${MANY} students`];

async function setHostRules(hostUrl: string, rules: unknown[]): Promise<void> {
  const answer = await fetch(`${hostUrl}/__demo/faults`, { method: 'PUT', body: JSON.stringify(rules) });
  if (!answer.ok) throw new Error(`The demo host refused the rules: ${await answer.text()}`);
}

/** The middle of the runs' figures (of two, the higher), as medianFigures takes it. */
const middle = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** One run in words: its calibration, the calibrated figures with the uncalibrated (×4) beside them, its longest tasks. */
function describeRun(r: AfterFirstCard, i: number): string {
  const longest = longestTasks(r.tasks, 5, r.calibration.multiplier).map((t) => `${t.atMs} ms: ${t.ms}`);
  const { figures: f, rawFigures: raw } = r;
  return [
    `run ${i + 1}: ${describeCalibration(r.calibration)}`,
    `blocking ${f.blockingMs} ms (uncalibrated ×4: ${raw.blockingMs}), longest ${f.longestMs} ms (${raw.longestMs})`,
    `${f.longTasks} long of ${r.tasks.length} tasks, all work ${f.totalMs} ms (${raw.totalMs})`,
    `longest at ${longest.join(', ')}`,
    `before it: ${formatBeforeFirstCard(r.before, r.calibration.multiplier)} (uncalibrated ×4: CPU ${r.rawBefore.cpuMs} ms)`,
  ].join('; ');
}

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
  const measured: { visit: MainThreadVisit; runs: AfterFirstCard[] }[] = [];
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
  const details = measured.map(({ visit, runs: results }) => `${visit}: ${results.map(describeRun).join('\n  ')}`);
  return { rows, details };
}
