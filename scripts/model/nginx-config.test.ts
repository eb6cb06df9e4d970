import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderNginx } from './nginx-config';

const template = readFileSync('deploy/nginx.conf', 'utf8');
const headers = readFileSync('deploy/security-headers.conf', 'utf8');
const settings = { root: '/srv/portal/dist', listen: '127.0.0.1:8080', metaPolicy: "default-src 'self'; script-src 'self'" };

describe('renderNginx', () => {
  const config = renderNginx(template, headers, settings);

  it('leaves no placeholder behind', () => {
    expect(config).not.toMatch(/{{\w+}}/);
  });

  it('sends the security headers in every location, the CSP with frame-ancestors', () => {
    const locations = config.split(/\n\s*location /).slice(1);
    expect(locations).toHaveLength(3);
    for (const location of locations) {
      expect(location).toContain(
        `add_header Content-Security-Policy "default-src 'self'; script-src 'self'; frame-ancestors 'none'" always;`,
      );
      for (const header of [
        'X-Content-Type-Options "nosniff"',
        'Referrer-Policy',
        'Permissions-Policy "camera=(self), microphone=(self)',
        'X-Frame-Options "DENY"',
      ]) {
        expect(location).toContain(header);
      }
    }
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
