import { createHash } from 'node:crypto';
import { expect, test } from './support/fixtures';

/**
 * The production build carries a strict Content-Security-Policy (meta tag; deploy/nginx.conf sends
 * it as a header too). The page's two inline scripts (index.html's message for a page that could not start,
 * and its first-page preload) are allowed by their hashes, and nothing else inline.
 */
const policyOf = (html: string) => /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1]?.replaceAll('&#39;', "'");
const inlineScripts = (html: string) => [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);

test('the built index.html carries the strict policy', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const policy = policyOf(html);
  const inline = inlineScripts(html);
  expect(inline, 'two inline scripts: the message for a page that could not start, the first-page preload').toHaveLength(2);
  const hashes = inline.map((source) => `'sha256-${createHash('sha256').update(source).digest('base64')}'`);
  expect(policy).toContain(`script-src 'self' ${hashes.join(' ')};`);
  expect(policy).toContain("object-src 'none'");
  expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
});

test('the demo build’s classroom page (the demo host’s) carries the same policy, without any inline script', async ({ request }) => {
  const html = await (await request.get('/demo-classroom.html')).text();
  expect(inlineScripts(html)).toEqual([]);
  const policy = policyOf(html);
  expect(policy).toContain("script-src 'self';");
  expect(policy).toContain("object-src 'none'");
  expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
});

// Every screen is opened within the policy, watched for violations and console errors, by a11y.spec.ts.
