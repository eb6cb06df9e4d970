import { defineConfig, devices } from '@playwright/test';
import type { JourneyOptions } from './e2e/support/fixtures';
import { evidenceOf, shared } from './playwright.config';
import { E2E_PORT } from './e2e/support/ports';

/**
 * The "staging" target (e2e/support/target.ts): the portal against any administration host, given by
 * the environment (README "QA: targets"):
 *   E2E_APP_URL  a portal already deployed for that host; or
 *   E2E_API_URL  the host itself: a production build for it is made and served here (E2E_CHAT_URL: its chat);
 *   E2E_TEACHER_USERNAME / _PASSWORD / _NAME  the teacher account the journeys sign in with.
 * Every journey of the default run is listed; those not tagged @portable are skipped, with the reason.
 */
const PORT = E2E_PORT + 200;
const appUrl = process.env.E2E_APP_URL;
const evidence = evidenceOf('staging');

export default defineConfig<JourneyOptions>({
  ...shared,
  testIgnore: ['dev-server/**', 'app-worker/**'],
  timeout: 60_000, // a real host over a real network
  workers: 1, // one teacher account: one journey at a time keeps their slots and drafts apart
  ...evidence,
  use: { baseURL: appUrl ?? `http://127.0.0.1:${PORT}`, target: 'staging', ...evidence.use, ...shared.use },
  projects: [{ name: 'staging', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: appUrl
    ? undefined
    : {
        command: 'npx tsx e2e/portable/staging-build.ts',
        env: { PORT: String(PORT) },
        url: `http://127.0.0.1:${PORT}/`,
        reuseExistingServer: false,
        timeout: 300_000,
        stdout: 'pipe',
        stderr: 'pipe',
      },
});
