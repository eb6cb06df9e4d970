/**
 * The work before /dashboard's first card (issue 38, point 4; scripts/model/before-first-card.ts), on a phone's
 * screen, a first visit and a returning one with the app's worker, in figures a busy machine cannot move:
 * main-thread CPU ×4, the page's requests before the card, their network bytes and round trips in sequence.
 * Measures the build `KEEP_BUILD=1 npm run test:budgets` left, or several builds for the same demo host,
 * visited in turn so a change of load falls on each alike:
 *   npx tsx scripts/measure-first-card.ts                       RUNS=3, KINDS=first,returning
 *   OUTS=.budget-build,.other-build npx tsx scripts/measure-first-card.ts
 */
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { preview } from 'vite';
import { afterFirstCard } from './lib/after-first-card';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium';
import { startDemoHost } from './lib/processes';
import { signInThroughForm } from './lib/sign-in';
import { formatBeforeFirstCard } from './model/before-first-card';

const runs = Number(process.env.RUNS ?? 3);
const kinds = (process.env.KINDS ?? 'first,returning').split(',');
const outs = (process.env.OUTS ?? '.budget-build').split(',');

const host = await startDemoHost({}, Number(readFileSync('.budget-build/.demo-host-port', 'utf8')));
const servers = await Promise.all(
  outs.map((outDir) => preview({ logLevel: 'warn', build: { outDir }, preview: { host: '127.0.0.1', port: 0, strictPort: false } })),
);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const cpu = new Map<string, number[]>();
try {
  const urls = servers.map((server) => server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? '');
  const states: string[] = [];
  for (const appUrl of urls) {
    const context = await browser.newContext();
    await signInThroughForm(await context.newPage(), appUrl);
    states.push(JSON.stringify(await context.storageState()));
    await context.close();
  }
  for (let run = 0; run < runs; run++) {
    for (const kind of kinds) {
      for (const [n, appUrl] of urls.entries()) {
        const { before } = await afterFirstCard(browser, appUrl, '/dashboard', {
          storageState: states[n],
          returning: kind === 'returning',
        });
        const key = `${outs[n]} ${kind}`;
        cpu.set(key, [...(cpu.get(key) ?? []), before.cpuMs]);
        console.info(`${key}: ${formatBeforeFirstCard(before)}`);
      }
    }
  }
  for (const [key, values] of cpu)
    console.info(`${key}: CPU median ${[...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]} ms of ${values.join(', ')}`);
} finally {
  await browser.close();
  for (const server of servers) await server.close();
  await host.stop();
}
