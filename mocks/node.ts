/** The demo host for vitest (msw/node). State lives in memory; DEMO_FAULTS (JSON) seeds fault rules. */
import { setupServer } from 'msw/node';
import { handlers } from './handlers';
import { loadFaultsFromEnv } from './lib/faults';

loadFaultsFromEnv(process.env.DEMO_FAULTS);

export const server = setupServer(...handlers);

export { clearFaults, resetDemoHost, setFaults } from './demo-state';
