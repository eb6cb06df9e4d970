import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';

// A port and an output folder per run, so parallel runs never serve each other's build.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const OUT_DIR = `.e2e-dist/${PORT}`;
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * What every run shares, the dev-server check (playwright.dev.config.ts) included: the browser, and
 * one folder of screenshot baselines, named by the test's own name only, so the dev server and the
 * build are compared against the very same pictures.
 */
export const shared = {
  testDir: 'e2e',
  snapshotPathTemplate: '{testDir}/__screenshots__/{platform}/{arg}{ext}',
  expect: { timeout: 7_000, toHaveScreenshot: { animations: 'disabled', caret: 'hide', scale: 'css' } },
  use: {
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
} satisfies PlaywrightTestConfig;

/** Journeys in Debian's Chromium against the production build served with the embedded demo host. */
export default defineConfig({
  ...shared,
  testIgnore: ['dev-server/**', 'app-worker/**'],
  timeout: 30_000,
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Recording a trace costs every test ~15 % on a 2-core machine: local runs only.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    ...shared.use,
  },
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
