/** Control of the demo host from code (tests, the app's demo tools). Works in every runtime. */
import { clearFaults } from './lib/faults';
import { resetDb } from './lib/store';
import type { SeedOptions } from './core/types';

/**
 * A clean host: the data is seeded again relative to Date.now() (sessions and stored
 * idempotent answers are dropped) and the fault rules are cleared. `seed`: the demo control's
 * choices (docs/api-contract.md "Demo control"), e.g. `{ recentStudents: 300 }`.
 */
export function resetDemoHost(seed: SeedOptions = {}): void {
  resetDb(Date.now(), seed);
  clearFaults();
}

export { clearFaults, getFaults, setFaults, type FaultRule } from './lib/faults';
export type { SeedOptions } from './core/types';
export { DEMO_ACCOUNTS, DEMO_PASSWORD, describeDemoAccounts, listDemoAccounts, type DemoAccount } from './data/accounts';
