import { expect, test } from '@playwright/test';

/**
 * The production build carries a strict Content-Security-Policy (meta tag; deploy/nginx.conf sends
 * it as a header too).
 */
test('the built index.html carries the strict policy', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1]?.replaceAll('&#39;', "'");
  expect(policy).toContain("script-src 'self';");
  expect(policy).toContain("object-src 'none'");
  expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  expect(html, 'no inline script').not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
});

// Every screen is opened within the policy, watched for violations and console errors, by a11y.spec.ts.
