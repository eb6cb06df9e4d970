import { loadEnv, type Plugin } from 'vite';
import { metaCsp } from '../model/csp.ts';

/**
 * Production builds carry their Content-Security-Policy as a meta tag, built from the configured
 * base URLs (scripts/model/csp.ts), for hosts that cannot send headers; deploy/nginx.conf sends
 * the same policy as a header. Not in `vite dev`: its module preamble is an inline script.
 */
export function contentSecurityPolicy(mode: string): Plugin {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const policy = metaCsp({ apiBaseUrl: env.VITE_API_BASE_URL, chatBaseUrl: env.VITE_CHAT_BASE_URL, mediaOrigins: env.VITE_MEDIA_ORIGINS });
  return {
    name: 'content-security-policy',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: () => [{ tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: policy }, injectTo: 'head-prepend' }],
    },
  };
}
