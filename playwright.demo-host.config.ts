import { defineConfig, devices } from '@playwright/test';
import { APP_WORKER_E2E } from './e2e/app-worker/setup';
import type { JourneyOptions } from './e2e/support/fixtures';
import { evidenceOf, shared } from './playwright.config';

const { appUrl, hostPort, hostUrl } = APP_WORKER_E2E;

/**
 * The "demo-host" target (e2e/support/target.ts): production builds for `npm run demo-host` over HTTP
 * (e2e/app-worker/builds.ts), as a deployment for a real host. The portable journeys (e2e/portable/)
 * run here on the first build; so do the app's own worker's (issue 24), which lives in production
 * builds only: the default run's demo build has the demo host's worker in its scope instead.
 */
const evidence = evidenceOf('demo-host');

export default defineConfig<JourneyOptions>({
  ...shared,
  testMatch: ['app-worker/**/*.spec.ts', 'portable/**/*.spec.ts'],
  timeout: 60_000,
  // Each journey has its own browser context and worker; only the update journey deploys (on its own origin).
  fullyParallel: true,
  workers: 2,
  ...evidence,
  use: { baseURL: appUrl, target: 'demo-host', ...evidence.use, ...shared.use },
  projects: [{ name: 'demo-host', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: 'npx tsx mocks/http-server.ts',
      env: { PORT: String(hostPort) },
      url: `${hostUrl}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'npx tsx e2e/app-worker/builds.ts',
      url: `${appUrl}/`,
      reuseExistingServer: false,
      timeout: 300_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
});
