import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { cspOfHtml } from '../model/csp';
import { type HeaderSets, renderNginx } from '../model/nginx-config';
import { freePort, startProcess, type Running } from './processes';

/** The deploy configuration: deploy/nginx.conf and its header sets (scripts/model/nginx-config.ts). */
export interface DeployConfig {
  template: string;
  headers: HeaderSets;
}

/**
 * This working tree's deploy configuration, or a commit's: how that version was served is part of what a
 * paired run compares (`npm run perf -- --against`). A file the commit did not have reads as empty.
 */
export function deployConfig(commit: string | null = null): DeployConfig {
  const read = (path: string) => {
    if (!commit) return existsSync(path) ? readFileSync(path, 'utf8') : '';
    const shown = spawnSync('git', ['show', `${commit}:${path}`], { encoding: 'utf8' });
    return shown.status === 0 ? shown.stdout : '';
  };
  return {
    template: read('deploy/nginx.conf'),
    headers: { every: read('deploy/security-headers.conf'), document: read('deploy/document-headers.conf') },
  };
}

/** deploy/nginx.conf rendered for a build directory (its CSP read from the build's index.html). */
export function nginxServerBlock(distDir: string, listen: string, deploy = deployConfig()): string {
  const root = resolve(distDir);
  const metaPolicy = cspOfHtml(readFileSync(join(root, 'index.html'), 'utf8'));
  if (!metaPolicy) throw new Error(`${root}/index.html has no Content-Security-Policy meta tag: is it a production build?`);
  return renderNginx(deploy.template, deploy.headers, {
    root,
    listen,
    metaPolicy,
  });
}

/** deploy/nginx.conf's `brotli_static on` needs this module (Debian: libnginx-mod-http-brotli-static). */
export const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** Debian's nginx, unprivileged, serving a build with the deploy configuration on a free port. */
export async function startNginx(distDir: string, deploy = deployConfig()): Promise<Running> {
  if (!existsSync(BROTLI_STATIC_MODULE)) {
    throw new Error(
      `nginx's brotli_static module is missing (${BROTLI_STATIC_MODULE}): deploy/nginx.conf serves the build's .br files with it.\n` +
        'Install it: apt-get install -y libnginx-mod-http-brotli-static',
    );
  }
  const port = await freePort();
  const prefix = mkdtempSync(join(tmpdir(), 'portal-nginx-'));
  // Its own temp directories, so it runs without root and without touching /var/lib/nginx.
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => {
    mkdirSync(join(prefix, kind));
    return `${kind}_temp_path ${prefix}/${kind};`;
  });
  writeFileSync(join(prefix, 'portal.conf'), nginxServerBlock(distDir, `127.0.0.1:${port}`, deploy));
  writeFileSync(
    join(prefix, 'nginx.conf'),
    [
      // Our own main config does not read Debian's modules-enabled/: load the module ourselves.
      `load_module ${BROTLI_STATIC_MODULE};`,
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
