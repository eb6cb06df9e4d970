/** Control of the demo host from code (tests, the app's demo tools). Works in every runtime. */
import { clearFaults } from './lib/faults';
import { resetDb } from './lib/store';

/**
 * A clean host: the data is seeded again relative to Date.now() (sessions and stored
 * idempotent answers are dropped) and the fault rules are cleared.
 */
export function resetDemoHost(): void {
  resetDb();
  clearFaults();
}

export { clearFaults, getFaults, setFaults, type FaultRule } from './lib/faults';
export { DEMO_ACCOUNTS, DEMO_PASSWORD, describeDemoAccounts, listDemoAccounts, type DemoAccount } from './data/accounts';
