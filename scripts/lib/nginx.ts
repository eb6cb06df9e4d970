import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { cspOfHtml } from '../model/csp';
import { renderNginx } from '../model/nginx-config';
import { freePort, startProcess, type Running } from './processes';

/** deploy/nginx.conf rendered for a build directory (its CSP read from the build's index.html). */
export function nginxServerBlock(distDir: string, listen: string): string {
  const root = resolve(distDir);
  const metaPolicy = cspOfHtml(readFileSync(join(root, 'index.html'), 'utf8'));
  if (!metaPolicy) throw new Error(`${root}/index.html has no Content-Security-Policy meta tag: is it a production build?`);
  return renderNginx(readFileSync('deploy/nginx.conf', 'utf8'), readFileSync('deploy/security-headers.conf', 'utf8'), { root, listen, metaPolicy });
}

/** Debian's nginx, unprivileged, serving a build with the deploy configuration on a free port. */
export async function startNginx(distDir: string): Promise<Running> {
  const port = await freePort();
  const prefix = mkdtempSync(join(tmpdir(), 'portal-nginx-'));
  // Its own temp directories, so it runs without root and without touching /var/lib/nginx.
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => {
    mkdirSync(join(prefix, kind));
    return `${kind}_temp_path ${prefix}/${kind};`;
  });
  writeFileSync(join(prefix, 'portal.conf'), nginxServerBlock(distDir, `127.0.0.1:${port}`));
  writeFileSync(
    join(prefix, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${prefix}/nginx.pid;`,
      `error_log ${prefix}/error.log warn;`,
      'events { worker_connections 256; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      '  sendfile on;',
      '  access_log off;',
      ...temp.map((line) => `  ${line}`),
      `  include ${prefix}/portal.conf;`,
      '}',
      '',
    ].join('\n'),
  );
  const nginx = await startProcess('nginx', ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', join(prefix, 'error.log')], {
    name: 'nginx',
    ready: async () => {
      const response = await fetch(`http://127.0.0.1:${port}/`).catch(() => null);
      return response?.ok ?? false;
    },
    url: `http://127.0.0.1:${port}`,
  });
  return {
    url: nginx.url,
    stop: async () => {
      await nginx.stop();
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
