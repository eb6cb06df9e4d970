import { expect, test } from '@playwright/test';
import { openScreen } from './support/quality';
import { SCREENS } from './support/screens';

/**
 * The production build carries a strict Content-Security-Policy (meta tag; deploy/nginx.conf sends
 * it as a header too). No screen may trip it, and none may log an error while it opens.
 */
test('the built index.html carries the strict policy', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1]?.replaceAll('&#39;', "'");
  expect(policy).toContain("script-src 'self';");
  expect(policy).toContain("object-src 'none'");
  expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  expect(html, 'no inline script').not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
});

for (const screen of SCREENS) {
  test(`${screen.route}: no policy violation, no console error`, async ({ page }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
    });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));

    await openScreen(page, screen, 'en');
    expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).toEqual([]);
    expect(errors).toEqual([]);
  });
}
