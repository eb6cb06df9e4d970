import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import type { JourneyOptions } from './e2e/support/fixtures';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/lib/chromium';
import { E2E_PORT } from './e2e/support/ports';

// A port and an output folder per run, so parallel runs never serve each other's build.
const PORT = E2E_PORT;
const OUT_DIR = `.e2e-dist/${PORT}`;

/**
 * What every run shares, the dev-server check (playwright.dev.config.ts) included: the browser, and
 * one folder of screenshot baselines, named by the test's own name only, so the dev server and the
 * build are compared against the very same pictures.
 */
export const shared = {
  testDir: 'e2e',
  globalSetup: './e2e/support/browser-version.ts',
  snapshotPathTemplate: '{testDir}/__screenshots__/{platform}/{arg}{ext}',
  expect: { timeout: 7_000, toHaveScreenshot: { animations: 'disabled', caret: 'hide', scale: 'css' } },
  use: {
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
} satisfies PlaywrightTestConfig;

/**
 * What a failed journey leaves behind, per run (`e2e`, `demo-host`, `staging`, `dev-server`), each in its own
 * folders so a later run does not wipe an earlier one's: its screenshot and the demo host's request
 * log and fault rules (test-results/<run>/), an HTML report (playwright-report/<run>/). In CI a failed
 * journey runs once more with a trace: recording one for every journey costs about half again as much
 * time (docs/measurements.md "Test runs"), a retry costs only the failures. A journey that passes only on its retry
 * still fails the run (failOnFlakyTests): the retry is for evidence, never for a second chance.
 */
export function evidenceOf(run: 'e2e' | 'demo-host' | 'staging' | 'dev-server') {
  const ci = Boolean(process.env.CI);
  return {
    outputDir: `test-results/${run}`,
    retries: ci ? 1 : 0,
    failOnFlakyTests: ci,
    reporter: [['list'], ['html', { open: 'never', outputFolder: `playwright-report/${run}` }]],
    use: { trace: ci ? 'on-first-retry' : 'retain-on-failure', screenshot: 'only-on-failure' },
  } satisfies PlaywrightTestConfig;
}
const evidence = evidenceOf('e2e');

/** Journeys in Debian's Chromium against the production build served with the embedded demo host. */
export default defineConfig<JourneyOptions>({
  ...shared,
  testIgnore: ['dev-server/**', 'app-worker/**'],
  // A budget, not a measure: the same journey takes 12 s on an idle machine and over 30 s beside busy
  // neighbours (shared CI hosts). Speed is judged by paired runs (docs/decisions/performance.md), never by this.
  timeout: 60_000,
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  ...evidence,
  use: { baseURL: `http://127.0.0.1:${PORT}`, target: 'demo', ...evidence.use, ...shared.use },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `npx vite build --mode demo --logLevel warn --outDir ${OUT_DIR} --emptyOutDir && npx vite preview --outDir ${OUT_DIR} --host 127.0.0.1 --port ${PORT} --strictPort`,
    url: `http://127.0.0.1:${PORT}`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
