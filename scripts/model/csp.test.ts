import { describe, expect, it } from 'vitest';
import { cspDirectives, cspOfHtml, headerCsp, metaCsp, originOf } from './csp';

const directive = (config: Parameters<typeof cspDirectives>[0], name: string) => cspDirectives(config).find(([n]) => n === name)?.[1];

describe('originOf', () => {
  it.each([
    ['https://admin.school.example/api/', 'https://admin.school.example'],
    ['http://127.0.0.1:8787', 'http://127.0.0.1:8787'],
    ['  https://chat.example:8443/path?q=1#x ', 'https://chat.example:8443'],
    ['javascript:alert(1)', null],
    ['data:text/html,x', null],
    ["https://evil.example'; script-src *", null],
    ['not a url', null],
    ['', null],
    [undefined, null],
  ])('%j -> %j', (url, origin) => {
    expect(originOf(url)).toBe(origin);
  });
});

describe('cspDirectives', () => {
  it('the embedded demo host: everything on this origin', () => {
    expect(metaCsp({})).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; " +
        "media-src 'self' blob:; connect-src 'self'; worker-src 'self' blob:; object-src 'none'; base-uri 'self'; form-action 'self'",
    );
  });

  it.each([
    [{ apiBaseUrl: 'https://admin.example/x' }, ["'self'", 'https://admin.example']],
    [
      { apiBaseUrl: 'https://admin.example', chatBaseUrl: 'https://chat.example' },
      ["'self'", 'https://admin.example', 'https://chat.example', 'wss://chat.example'],
    ],
    [{ chatBaseUrl: 'http://127.0.0.1:3000' }, ["'self'", 'http://127.0.0.1:3000', 'ws://127.0.0.1:3000']],
    [{ apiBaseUrl: 'https://a.example', chatBaseUrl: 'https://a.example' }, ["'self'", 'https://a.example', 'wss://a.example']],
    [{ mediaOrigins: 'https://cdn.example  https://cdn.example/x bogus' }, ["'self'", 'https://cdn.example']],
    [{ apiBaseUrl: 'javascript:alert(1)' }, ["'self'"]],
  ])('connect-src for %j', (config, sources) => {
    expect(directive(config, 'connect-src')).toEqual(sources);
  });

  it.each([
    [{}, 'img-src', ["'self'", 'data:', 'blob:']],
    [{}, 'media-src', ["'self'", 'blob:']],
    [
      { apiBaseUrl: 'https://admin.example', mediaOrigins: 'https://cdn.example' },
      'img-src',
      ["'self'", 'data:', 'blob:', 'https://admin.example', 'https://cdn.example'],
    ],
    [
      { apiBaseUrl: 'https://admin.example', mediaOrigins: 'https://cdn.example' },
      'media-src',
      ["'self'", 'blob:', 'https://admin.example', 'https://cdn.example'],
    ],
    [{ mediaOrigins: 'https: *' }, 'img-src', ["'self'", 'data:', 'blob:']],
  ])('images and media only from the named hosts, never all of https: (%j %s)', (config, name, sources) => {
    expect(directive(config, name)).toEqual(sources);
  });

  it('an http API host (the demo host over HTTP) may serve images and media', () => {
    expect(directive({ apiBaseUrl: 'http://127.0.0.1:8787' }, 'img-src')).toContain('http://127.0.0.1:8787');
    expect(directive({ apiBaseUrl: 'http://127.0.0.1:8787' }, 'media-src')).toContain('http://127.0.0.1:8787');
  });

  it('never allows inline or evaluated script', () => {
    for (const config of [{}, { apiBaseUrl: 'https://a.example', chatBaseUrl: 'https://c.example', mediaOrigins: 'https://m.example' }]) {
      expect(directive(config, 'script-src')).toEqual(["'self'"]);
      expect(metaCsp(config)).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
    }
  });
});

describe('headerCsp and cspOfHtml', () => {
  it('the header adds frame-ancestors to the meta policy', () => {
    expect(headerCsp("default-src 'self'")).toBe("default-src 'self'; frame-ancestors 'none'");
  });

  it.each([
    [
      '<meta http-equiv="Content-Security-Policy" content="default-src &#39;self&#39;; img-src https:">',
      "default-src 'self'; img-src https:",
    ],
    ['<head><meta charset="UTF-8"></head>', null],
  ])('reads the policy of %s', (html, policy) => {
    expect(cspOfHtml(html)).toBe(policy);
  });
  it("allows the page's own inline scripts by their hashes only", () => {
    const hashes = ["'sha256-abc='", "'sha256-def='"];
    expect(cspDirectives({ scriptHashes: hashes }).find(([name]) => name === 'script-src')![1]).toEqual(["'self'", ...hashes]);
    expect(metaCsp({ scriptHashes: hashes })).not.toMatch(/unsafe-inline'[^;]*;[^;]*style|script-src[^;]*unsafe-inline/);
  });
});
