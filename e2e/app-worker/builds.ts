/**
 * The app worker journeys' web server (playwright.app-worker.config.ts): two production builds for the
 * demo host over HTTP, the second one a new deployment of the first (another build name), then
 *   APP_PORT     serves the first build;
 *   UPDATE_PORT  serves whichever build `deployed` links to (the first; a journey re-links it to the second).
 * REUSE_BUILDS=1 serves the builds a previous run left, when both are there (while writing journeys).
 */
import { existsSync, rmSync, symlinkSync } from 'node:fs';
import { productionBuild } from '../../scripts/lib/production-build';
import { serveBuild } from '../../scripts/lib/static-server';
import { APP_WORKER_E2E } from './setup';

const { out, hostUrl, appPort, updatePort, build, deployed } = APP_WORKER_E2E;

const started = Date.now();
process.env.PRECOMPRESS = '0'; // served without nginx: no .br/.gz copies to write
const reuse = process.env.REUSE_BUILDS === '1' && existsSync(`${build.first.dir}/sw.js`) && existsSync(`${build.second.dir}/sw.js`);
for (const name of reuse ? [] : (['first', 'second'] as const)) {
  process.env.APP_BUILD = build[name].label;
  // Made the README's way: the administration host only; the build takes the demo host's chat itself (issue 48.1).
  await productionBuild({ outDir: build[name].dir, apiBaseUrl: hostUrl });
}
if (existsSync(deployed)) rmSync(deployed);
symlinkSync(build.first.dir, deployed);
await serveBuild(() => build.first.dir, appPort);
await serveBuild(() => deployed, updatePort);
console.info(
  `Two production builds in ${out} (${((Date.now() - started) / 1000).toFixed(0)} s): the first on :${appPort}, the deployed one on :${updatePort}`,
);
