import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'vite';
import { contentSecurityPolicy } from './csp.ts';

const PAGE_DIR = fileURLToPath(new URL('../../mocks/classroom/', import.meta.url));
/**
 * demo-classroom.html: the name the enter answer links to (mocks/lib/classroom-page.ts);
 * demo-courseware.html: a quiz or flashcards item's html_url (mocks/lib/courseware-page.ts).
 */
const pages = () => readdirSync(PAGE_DIR).filter((name) => name.endsWith('.html'));

/**
 * The demo host's pages (mocks/classroom/) beside the app: `<app base>/demo-classroom.html`, where its
 * enter answer leads, and `<app base>/demo-courseware.html`, where a quiz or flashcards item opens.
 * Real files, not routes of the app: MSW's worker lets page navigations pass, so only a file can be
 * there on a static host. `vite` dev serves them from mocks/; a demo build builds them beside the
 * app in a build of its own (no chunk shared with the app's first files) under the
 * same Content-Security-Policy. A build for a real host has none.
 */
export function demoClassroom(apiBaseUrl: string | undefined, mode: string): Plugin {
  return {
    name: 'demo-classroom',
    configureServer(server) {
      if (apiBaseUrl) return;
      const served = new Set(pages());
      server.middlewares.use((req, res, next) => {
        const name = (req.url ?? '').replace(/[?#].*$/s, '').slice(1);
        if (!served.has(name)) return next();
        // Its script is addressed from mocks/classroom/, the page itself stays beside the app.
        const html = readFileSync(join(PAGE_DIR, name), 'utf8').replace('src="./', 'src="/mocks/classroom/');
        server
          .transformIndexHtml(req.url ?? '', html)
          .then((page) => res.setHeader('Content-Type', 'text/html').end(page))
          .catch(next);
      });
    },
    async writeBundle(options) {
      if (apiBaseUrl || !options.dir) return;
      await build({
        configFile: false,
        root: PAGE_DIR,
        base: './',
        mode,
        logLevel: 'warn',
        publicDir: false,
        plugins: [contentSecurityPolicy(mode)],
        build: {
          outDir: options.dir,
          emptyOutDir: false,
          target: 'es2022',
          reportCompressedSize: false,
          // The page carries the whole demo host, as the app's own demo-host file does.
          chunkSizeWarningLimit: 1000,
          rolldownOptions: { input: pages().map((name) => join(PAGE_DIR, name)) },
        },
      });
    },
  };
}
