import { build } from 'vite';

export interface BuildOptions {
  outDir: string;
  /** The administration host the build talks to; a real-host build carries no demo-host code. Empty: the demo build. */
  apiBaseUrl: string;
  chatBaseUrl?: string;
  /** Hidden source maps let the scripts say which packages a chunk holds. */
  sourcemap?: boolean;
}

/** `vite build` of the app (vite.config.ts) into `outDir`, configured like a deployment for `apiBaseUrl`. */
export async function productionBuild(options: BuildOptions): Promise<void> {
  process.env.VITE_API_BASE_URL = options.apiBaseUrl;
  if (options.chatBaseUrl) process.env.VITE_CHAT_BASE_URL = options.chatBaseUrl;
  await build({
    logLevel: 'warn',
    mode: options.apiBaseUrl ? 'production' : 'demo',
    build: { outDir: options.outDir, emptyOutDir: true, sourcemap: options.sourcemap ? 'hidden' : false, reportCompressedSize: false },
  });
}
