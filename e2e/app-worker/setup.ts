import { resolve } from 'node:path';
import { E2E_PORT } from '../support/ports';

/**
 * Where the app worker journeys run. Ports beside the default run's own (E2E_PORT), so runs with
 * different E2E_PORTs never meet: the first build, the "deployment" that gets the second, the demo host.
 */
const PORT = E2E_PORT;
const out = resolve(`.e2e-dist/app-worker-${PORT}`);
const appPort = PORT + 20000;
const updatePort = PORT + 21000;
const hostPort = PORT + 22000;

export const APP_WORKER_E2E = {
  out,
  appPort,
  updatePort,
  hostPort,
  appUrl: `http://127.0.0.1:${appPort}`,
  updateUrl: `http://127.0.0.1:${updatePort}`,
  hostUrl: `http://127.0.0.1:${hostPort}`,
  build: {
    first: { dir: `${out}/first`, label: 'e2e first build' },
    second: { dir: `${out}/second`, label: 'e2e second build' },
  },
  /** A symlink to the build the update origin serves. */
  deployed: `${out}/deployed`,
} as const;
