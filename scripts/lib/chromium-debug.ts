import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BARE_CHROMIUM_ARGS, CHROMIUM_PATH, WINDOW_UI_FEATURES } from './chromium';
import { freePort, startProcess, type Running } from './processes';

/** Debian's Chromium, headless, with a remote-debugging port and a throwaway profile (for Lighthouse). */
export async function startDebugChromium(): Promise<Running & { port: number }> {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'portal-chromium-'));
  const chromium = await startProcess(
    CHROMIUM_PATH,
    [
      '--headless=new',
      `--remote-debugging-port=${port}`,
      '--remote-debugging-address=127.0.0.1',
      `--user-data-dir=${profile}`,
      ...BARE_CHROMIUM_ARGS,
      `--disable-features=${WINDOW_UI_FEATURES.join(',')}`,
      'about:blank',
    ],
    {
      name: 'chromium',
      withDescendants: true,
      url: `http://127.0.0.1:${port}`,
      ready: async () => (await fetch(`http://127.0.0.1:${port}/json/version`).catch(() => null))?.ok ?? false,
    },
  );
  return {
    port,
    url: chromium.url,
    stop: async () => {
      // stop() waits for the browser and its helper processes (zygote, renderers, the network service
      // that writes the disk cache) to exit. Removal still retries (ENOTEMPTY, EBUSY), and a profile
      // left behind in the temp directory is only a warning: the measurements are already taken.
      await chromium.stop();
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
      } catch (error) {
        console.warn(`Could not remove Chromium's profile ${profile}: ${(error as Error).message}`);
      }
    },
  };
}
