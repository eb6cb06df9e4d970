import { execFileSync } from 'node:child_process';
import { CHROMIUM_PATH } from '../../scripts/lib/chromium';

/**
 * Playwright's global setup: says which Chromium the journeys run in, first thing in each run's log.
 * Browsers change what the journeys see (issue 31: Chromium 150 reports an offline reload online), so a
 * report names its browser; the README and .ci/run name the one the suite was last green on.
 */
export default function printBrowserVersion(): void {
  let version: string;
  try {
    version = execFileSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch (error) {
    throw new Error(`No Chromium at ${CHROMIUM_PATH} (apt-get install -y chromium, or set CHROMIUM_PATH): ${(error as Error).message}`, {
      cause: error,
    });
  }
  console.info(`Journeys in ${version} (${CHROMIUM_PATH})`);
}
