import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderNginx } from './nginx-config';

const template = readFileSync('deploy/nginx.conf', 'utf8');
const headers = {
  every: readFileSync('deploy/security-headers.conf', 'utf8'),
  document: readFileSync('deploy/document-headers.conf', 'utf8'),
};
const settings = { root: '/srv/portal/dist', listen: '127.0.0.1:8080', metaPolicy: "default-src 'self'; script-src 'self'" };

describe('renderNginx', () => {
  const config = renderNginx(template, headers, settings);

  it('leaves no placeholder behind', () => {
    expect(config).not.toMatch(/{{\w+}}/);
  });

  /** Each location's own lines (a nested location's are its own, not its parent's), by its match. */
  const locations = new Map(
    [...config.matchAll(/^ *location ([^{\n]+) \{((?:(?!\n *location )[^{}])*)/gm)].map((match) => [match[1]!.trim(), match[2]!] as const),
  );
  const DOCUMENT_HEADERS = [
    `add_header Content-Security-Policy "default-src 'self'; script-src 'self'; frame-ancestors 'none'" always;`,
    'X-Frame-Options "DENY"',
    'Permissions-Policy "camera=(self), microphone=(self)',
    'Cross-Origin-Opener-Policy "same-origin"',
  ];

  it('sends nosniff, the referrer policy and HSTS in every location', () => {
    expect([...locations.keys()]).toEqual(['/assets/', '~ \\.(svg|html?|xml|pdf)$', '~ \\.webmanifest$', '/']);
    for (const lines of locations.values())
      for (const header of ['X-Content-Type-Options "nosniff"', 'Referrer-Policy', 'Strict-Transport-Security'])
        expect(lines).toContain(header);
  });

  it.each([['/'], ['~ \\.(svg|html?|xml|pdf)$']])(
    'sends the document headers, the CSP with frame-ancestors, where a page can be served: %s',
    (name) => {
      for (const header of DOCUMENT_HEADERS) expect(locations.get(name)).toContain(header);
    },
  );

  it('sends no document header with the scripts and stylesheets of /assets/ (read by nothing there)', () => {
    for (const name of ['Content-Security-Policy', 'X-Frame-Options', 'Permissions-Policy', 'Cross-Origin-Opener-Policy'])
      expect(locations.get('/assets/')).not.toContain(name);
  });

  it("renders an earlier layout, the policy among every response's headers (a paired run serves each version its own)", () => {
    const every = `add_header Content-Security-Policy "{{CSP}}" always;\n${headers.every}`;
    const single = template.replaceAll(/^ *{{DOCUMENT_HEADERS}}\n/gm, '');
    const earlier = renderNginx(single, { every, document: '' }, settings);
    expect(earlier).not.toMatch(/{{\w+}}/);
    expect(earlier.match(/frame-ancestors 'none'" always;/g)).toHaveLength(4);
  });

  it('caches hashed assets for a year and revalidates everything else', () => {
    expect(config).toMatch(/location \/assets\/ \{[^}]*Cache-Control "public, max-age=31536000, immutable"/);
    expect(config).toMatch(/location \/ \{[^}]*Cache-Control "no-cache"/);
  });

  it('sends the manifest with its MIME type and revalidates it; the worker file is revalidated like index.html', () => {
    expect(config).toMatch(
      /location ~ \\\.webmanifest\$ \{[^}]*Cache-Control "no-cache"[^}]*types \{ \}\s*default_type application\/manifest\+json;/,
    );
    expect(config).not.toMatch(/location[^{]*sw\.js/); // sw.js is an unhashed file of `location /`
  });

  it('serves the precompressed copies of the build, gzip on the fly as the fallback', () => {
    expect(config).toMatch(/^ {4}brotli_static on;$/m);
    expect(config).toMatch(/^ {4}gzip_static on;$/m);
    expect(config).toMatch(/^ {4}gzip on;$/m);
    expect(config).toContain('load_module /usr/lib/nginx/modules/ngx_http_brotli_static_module.so;'); // said in a comment
  });

  it('fills in where the build lives and where to listen', () => {
    expect(config).toContain('root /srv/portal/dist;');
    expect(config).toContain('listen 127.0.0.1:8080;');
  });

  it.each([
    [{ ...settings, root: '/srv/x; include /etc/passwd' }],
    [{ ...settings, listen: '80 }' }],
    [{ ...settings, metaPolicy: 'default-src "x"' }],
    [{ ...settings, metaPolicy: 'default-src x\n add_header X y' }],
  ])('refuses values that would break out of a directive: %j', (bad) => {
    expect(() => renderNginx(template, headers, bad)).toThrow();
  });
});
