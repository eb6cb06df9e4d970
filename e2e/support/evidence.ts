import { type Page, test } from '@playwright/test';

/**
 * A picture of the page at a moment a journey proves something, kept in the test's output folder
 * (test-results/) and attached to the report, so a reviewer sees the state without re-running it.
 */
export async function evidence(page: Page, name: string): Promise<void> {
  const path = test.info().outputPath(`${name}.png`);
  await page.screenshot({ path });
  await test.info().attach(name, { path, contentType: 'image/png' });
}
