import { loadEnv, type Plugin } from 'vite';
import type { BuildHosts } from '../model/build-hosts.ts';
import { metaCsp } from '../model/csp.ts';
import { inlineScripts, scriptHash } from '../model/first-page-preload.ts';

/**
 * Production builds carry their Content-Security-Policy as a meta tag, built from the configured
 * base URLs (scripts/model/csp.ts), for hosts that cannot send headers; deploy/nginx.conf sends
 * the same policy as a header. Not in `vite dev`: its module preamble is an inline script. The
 * page's own inline scripts (first-page-preload.ts) are allowed by their hashes, nothing else inline.
 * `hosts`: the build's (a chat host it derived is not in the environment).
 */
export function contentSecurityPolicy(mode: string, hosts: BuildHosts | null = null): Plugin {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const config = {
    apiBaseUrl: hosts?.apiBaseUrl ?? env.VITE_API_BASE_URL,
    chatBaseUrl: hosts?.chatBaseUrl ?? env.VITE_CHAT_BASE_URL,
    mediaOrigins: env.VITE_MEDIA_ORIGINS,
  };
  return {
    name: 'content-security-policy',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => {
        const policy = metaCsp({ ...config, scriptHashes: inlineScripts(html).map(scriptHash) });
        return [{ tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: policy }, injectTo: 'head-prepend' }];
      },
    },
  };
}
