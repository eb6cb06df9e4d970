import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The journeys' one accessibility rule set: WCAG 2.0-2.2 A and AA and axe's best practices, at every
 * impact. A journey chooses what part of the page to check, never which rules count.
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

export interface AxeScope {
  /** Only these parts (CSS selectors), e.g. a dialog. */
  include?: string[];
  /** Not these parts: the shell's header and navigation have their own journey (a11y.spec.ts). */
  exclude?: string[];
}

/** A screen without the shell around it: the header and navigation have their own journey (a11y.spec.ts). */
export const SCREEN_ONLY: AxeScope = { exclude: ['header', 'nav'] };

/** The findings of the rule set on the page: rule (impact): where. */
export async function axeFindings(page: Page, scope: AxeScope = {}): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  for (const selector of scope.include ?? []) builder = builder.include(selector);
  for (const selector of scope.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  return violations.flatMap((v) => v.nodes.map((node) => `${v.id} (${v.impact ?? 'no impact'}, ${v.help}): ${node.target.join(' ')}`));
}

/** No finding of the rule set on the page (or the scope); `what` says which state of the page it was. */
export async function expectAccessible(page: Page, what = 'the page', scope: AxeScope = {}): Promise<void> {
  expect(await axeFindings(page, scope), `axe findings on ${what}`).toEqual([]);
}
