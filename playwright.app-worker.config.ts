import { defineConfig, devices } from '@playwright/test';
import { APP_WORKER_E2E } from './e2e/app-worker/setup';
import { shared } from './playwright.config';

const { appUrl, hostPort, hostUrl } = APP_WORKER_E2E;

/**
 * The app's own worker (issue 24) lives in production builds only: the default run's demo build has
 * the demo host's worker in its scope instead. These journeys run two production builds for the demo
 * host over HTTP (e2e/app-worker/builds.ts). Only e2e/app-worker/ runs here.
 */
export default defineConfig({
  ...shared,
  testMatch: 'app-worker/**/*.spec.ts',
  timeout: 60_000,
  // Each journey has its own browser context and worker; only the update journey deploys (on its own origin).
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  use: { baseURL: appUrl, trace: process.env.CI ? 'off' : 'retain-on-failure', screenshot: 'only-on-failure', ...shared.use },
  projects: [{ name: 'app-worker', use: { ...devices['Desktop Chrome'], channel: undefined } }],
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
