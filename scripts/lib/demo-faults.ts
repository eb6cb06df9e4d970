import type { Page } from '@playwright/test';
import type { FaultRule } from '../../mocks/lib/faults';
import { checkFaultRules } from '../../mocks/rules/fault-rules';

/**
 * The in-browser demo host's fault rules, set from a page (docs/api-contract.md "Fault injection"), for
 * the soak and the journeys (e2e/support/app.ts hands these on). Every rule set passes the host's own check.
 */

/**
 * The rules as the demo host stores them, checked by the host's own check: a rule set the host would
 * refuse fails here, at the call that sets it, with the reason.
 */
function faultRulesText(rules: readonly FaultRule[]): string {
  const { reason } = checkFaultRules(rules);
  if (reason) throw new Error(`The demo host refuses these fault rules: ${reason}`);
  return JSON.stringify(rules);
}

/**
 * Demo-host faults for this page (mocks: fault injection), set once before the app first boots.
 * Later reloads keep whatever the demo host left of them (spent counts stay spent).
 */
export async function injectFaults(page: Page, rules: readonly FaultRule[]): Promise<void> {
  await page.addInitScript((value) => {
    if (sessionStorage.getItem('e2e:faults-injected')) return;
    sessionStorage.setItem('e2e:faults-injected', '1');
    localStorage.setItem('demo-host:faults', value);
  }, faultRulesText(rules));
}

/** Replaces the demo host's fault rules while the app runs (read on every request). */
export async function setFaults(page: Page, rules: readonly FaultRule[]): Promise<void> {
  await page.evaluate((value) => localStorage.setItem('demo-host:faults', value), faultRulesText(rules));
}

export async function clearFaults(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.removeItem('demo-host:faults'));
}
