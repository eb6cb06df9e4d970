import { defineConfig, devices } from '@playwright/test';
import { evidenceOf, shared } from './playwright.config';
import { E2E_PORT } from './e2e/support/ports';

// Beside the build's port (E2E_PORT): parallel runs never share a dev server either.
const PORT = E2E_PORT + 100;

/**
 * `vite` dev, as `npm run dev` serves it, checked against the same screenshot baselines as the
 * build: dev transforms its dependencies apart from the build (pre-bundling), and once served an
 * unstyled app without any journey noticing. Only e2e/dev-server/ runs here.
 */
const evidence = evidenceOf('dev-server');

export default defineConfig({
  ...shared,
  testMatch: 'dev-server/**/*.spec.ts',
  // The first page of a cold dev server compiles every module it imports on request.
  timeout: 90_000,
  workers: 1,
  ...evidence,
  use: { baseURL: `http://127.0.0.1:${PORT}`, ...evidence.use, ...shared.use },
  projects: [{ name: 'dev-server', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `npx vite --host 127.0.0.1 --port ${PORT} --strictPort`,
    url: `http://127.0.0.1:${PORT}`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
