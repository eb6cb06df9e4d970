import type { Page } from '@playwright/test';
import type { FaultRule } from '../../mocks/lib/faults';
import { clearFaults, injectFaults, setFaults } from '../../scripts/lib/demo-faults';
import { clearHostLog, expireTokens, hostLog, type HostLogEntry } from './host-log';

/**
 * The in-browser demo host of a page, as a journey steers it (docs/api-contract.md "Demo control",
 * "Fault injection"). Fault rules are typed and checked where they are set: a rule the host would
 * refuse fails the test at that call, with the reason.
 */
export interface DemoHost {
  /** Rules for the page's first boot (set before it loads; later loads keep what the host left of them). */
  injectFaults(rules: readonly FaultRule[]): Promise<void>;
  /** Replaces the rules while the app runs (read on every request). */
  setFaults(rules: readonly FaultRule[]): Promise<void>;
  clearFaults(): Promise<void>;
  /** The rules in force (spent counts gone). */
  faults(): Promise<FaultRule[]>;
  /** Every request so far, oldest first, with the session it came with. */
  log(): Promise<HostLogEntry[]>;
  clearLog(): Promise<void>;
  /** The access tokens issued so far stop working now. */
  expireTokens(): Promise<void>;
  /** Seeds the data again relative to the page's now (sessions dropped, fault rules kept). */
  reset(): Promise<void>;
}

const FAULTS_KEY = 'demo-host:faults';

export const storedFaults = (page: Page): Promise<FaultRule[]> =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]') as FaultRule[], FAULTS_KEY);

export function demoHostOf(page: Page): DemoHost {
  return {
    injectFaults: (rules) => injectFaults(page, rules),
    setFaults: (rules) => setFaults(page, rules),
    clearFaults: () => clearFaults(page),
    faults: () => storedFaults(page),
    log: () => hostLog(page),
    clearLog: () => clearHostLog(page),
    expireTokens: () => expireTokens(page),
    reset: () => page.evaluate(async () => void (await fetch('demo-api/__demo/reset', { method: 'POST' }))),
  };
}
