/// <reference types="vitest/config" />
import { execSync } from 'node:child_process';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { describeDemoAccounts } from './mocks/data/accounts.ts';
import { MEDIA_DIR, mediaFile, sendMediaFile } from './mocks/lib/media-files.ts';
import pkg from './package.json' with { type: 'json' };
import { appWorker } from './scripts/vite/app-worker.ts';
import { bootFailedPage } from './scripts/vite/boot-failed.ts';
import { codeSplitting, EARLY_ASK_MODULE } from './scripts/vite/code-splitting.ts';
import { type BuildHosts, buildHosts } from './scripts/model/build-hosts.ts';
import { contentSecurityPolicy } from './scripts/vite/csp.ts';
import { demoClassroom } from './scripts/vite/demo-classroom.ts';
import { EARLY_ASK_ENTRY, firstPagePreload } from './scripts/vite/first-page-preload.ts';
import { earlyReadsInPage } from './scripts/vite/early-reads.ts';
import {
  collapseClipsWithoutScrolling,
  mantineStylesPerComponent,
  notificationsWithoutScrollLock,
  appShellWithoutScrollLock,
  scrollAreaWithoutFloatingUi,
} from './scripts/vite/mantine.ts';
import { precompress } from './scripts/vite/precompress.ts';

function gitRevision(): string {
  try {
    return execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'dev';
  }
}

/** Unit tests of pure functions: they run in plain Node. */
const PURE_TESTS = [
  'src/**/model/**/*.test.ts',
  'src/lib/time/**/*.test.ts',
  'src/lib/media/**/*.test.ts',
  'src/lib/i18n/locales.test.ts',
  'src/lib/i18n/plurals.test.ts',
  'src/lib/i18n/latin-joins.test.ts',
  'src/lib/http-address.test.ts',
  'src/lib/network/**/*.test.ts',
  'src/lib/text-search.test.ts',
  'src/lib/http/on-first-use.test.ts',
  'src/lib/http/wire.test.ts',
  'src/features/*/api/wire-shapes.test.ts',
  'src/lib/safe-redirect.test.ts',
  'src/app/first-reads.test.ts',
  'src/lib/session/identity.test.ts',
  'src/routes/screens.test.ts',
  'mocks/rules/**/*.test.ts',
  'mocks/tests/http-host.test.ts', // a real HTTP server: msw/node must not answer in its place
  'mocks/tests/http-restart.test.ts', // real processes of the HTTP demo host
  'scripts/**/*.test.ts',
];

const apiBaseUrl = (mode: string) => loadEnv(mode, process.cwd(), 'VITE_').VITE_API_BASE_URL;

/** A build for a real administration host ships no demo-host code, not even its worker. */
function dropDemoWorker(apiBaseUrl: string | undefined): Plugin {
  return {
    name: 'drop-demo-worker',
    apply: 'build',
    writeBundle(options) {
      if (!apiBaseUrl || !options.dir) return;
      for (const file of ['mockServiceWorker.js', 'demo-host-worker.js']) rmSync(join(options.dir, file), { force: true });
    },
  };
}

/** `npm run dev` on the demo host: say which accounts sign in. */
function printDemoAccounts(apiBaseUrl: string | undefined): Plugin {
  return {
    name: 'print-demo-accounts',
    apply: 'serve',
    configureServer(server) {
      if (apiBaseUrl) return;
      server.httpServer?.once('listening', () => {
        setTimeout(
          () => server.config.logger.info(`\n  Embedded demo host answers the API. Demo accounts:\n${describeDemoAccounts()}\n`),
          50,
        );
      });
    },
  };
}

/** The demo host's replay media at <base>/demo-media/: served by `vite` dev, copied into a demo build. */
function demoMedia(apiBaseUrl: string | undefined): Plugin {
  return {
    name: 'demo-media',
    configureServer(server) {
      if (apiBaseUrl) return;
      server.middlewares.use('/demo-media/', (req, res, next) => {
        const file = mediaFile(req.url ?? '');
        if (file) sendMediaFile(file, req, res);
        else next();
      });
    },
    writeBundle(options) {
      if (!apiBaseUrl && options.dir) cpSync(MEDIA_DIR, join(options.dir, 'demo-media'), { recursive: true });
    },
  };
}

/**
 * A production build names its administration host: without VITE_API_BASE_URL it would silently
 * ship the demo host (its accounts, its fault injection). The demo build is its own command. A build
 * for a host names its chat too, or takes the demo host's beside a host on this machine, and says so.
 */
function hostsOf(command: string, mode: string): BuildHosts | null {
  if (mode === 'demo') return null;
  const hosts = buildHosts(loadEnv(mode, process.cwd(), 'VITE_'));
  if (hosts || command !== 'build') return hosts;
  throw new Error(
    'A production build needs the administration host: VITE_API_BASE_URL=https://admin.school.example npm run build\n' +
      'For a build that runs on the embedded demo host, use: npm run build:demo',
  );
}

/** Says which chat host the build chose, where the build's own messages go. */
function sayChatHost(hosts: BuildHosts | null): Plugin {
  return {
    name: 'say-chat-host',
    configResolved(config) {
      if (hosts?.note) config.logger.warn(hosts.note);
    },
  };
}

export default defineConfig(({ command, mode }) => {
  const hosts = hostsOf(command, mode);
  return {
    // Relative asset paths: the build works from any sub-path of a static host.
    base: './',
    plugins: [
      mantineStylesPerComponent(),
      scrollAreaWithoutFloatingUi(),
      notificationsWithoutScrollLock(),
      appShellWithoutScrollLock(),
      collapseClipsWithoutScrolling(),
      bootFailedPage(),
      firstPagePreload(),
      earlyReadsInPage(Boolean(apiBaseUrl(mode))),
      contentSecurityPolicy(mode, hosts),
      react(),
      dropDemoWorker(apiBaseUrl(mode)),
      printDemoAccounts(apiBaseUrl(mode)),
      demoMedia(apiBaseUrl(mode)),
      demoClassroom(apiBaseUrl(mode), mode),
      ...appWorker(command === 'build' && mode !== 'demo' && Boolean(apiBaseUrl(mode))),
      precompress(),
      sayChatHost(hosts),
    ],
    resolve: {
      alias: {
        '@': fileURLToPath(new URL('./src', import.meta.url)),
        '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
        '@locales': fileURLToPath(new URL('./locales', import.meta.url)),
      },
    },
    define: {
      __APP_VERSION__: JSON.stringify(pkg.version),
      // APP_BUILD names a build (the update journeys build twice from one revision).
      __APP_BUILD__: JSON.stringify(process.env.APP_BUILD ?? `${gitRevision()} ${new Date().toISOString().slice(0, 10)}`),
      // The chat host the build chose when the environment named none (scripts/model/build-hosts.ts).
      ...(hosts ? { 'import.meta.env.VITE_CHAT_BASE_URL': JSON.stringify(hosts.chatBaseUrl) } : {}),
    },
    server: { port: 5173, strictPort: true },
    preview: { port: 4173, strictPort: true },
    build: {
      target: 'es2022',
      sourcemap: false,
      chunkSizeWarningLimit: 800,
      rolldownOptions: {
        // A second, small entry: the kept dashboard's paint (src/early-ask.ts).
        input: { index: fileURLToPath(new URL('./index.html', import.meta.url)), [EARLY_ASK_ENTRY]: EARLY_ASK_MODULE },
        output: { codeSplitting },
        onwarn(warning, warn) {
          // @mantine/schedule reads rrule's default export only where it exists ('default' in rrule ? … : …):
          // the import Rolldown calls undefined is never used undefined. Any other warning still prints.
          if (warning.code === 'IMPORT_IS_UNDEFINED' && warning.id?.includes('@mantine/schedule/')) return;
          warn(warning);
        },
      },
    },
    test: {
      restoreMocks: true,
      testTimeout: 15000,
      // In CI the files and the tests in them run in a shuffled order, so a test that leans on another's leftovers
      // fails there; vitest prints the seed ("Running tests with seed …"): `npx vitest run --sequence.seed=<seed>
      // --sequence.shuffle` replays that order.
      sequence: { shuffle: { files: !!process.env.CI, tests: !!process.env.CI } },
      // Vitest's default is one worker per core minus one: a single worker on a 2-core CI machine.
      maxWorkers: 2,
      projects: [
        // Pure logic needs no browser: no jsdom to build per file (most of the unit run's time).
        { extends: true, test: { name: 'logic', environment: 'node', include: PURE_TESTS } },
        {
          extends: true,
          test: {
            name: 'dom',
            environment: 'jsdom',
            setupFiles: ['./src/test/setup.ts'],
            include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'scripts/**/*.test.ts'],
            exclude: PURE_TESTS,
            benchmark: { include: [] }, // benches are pure: they run once, in the logic project
          },
        },
      ],
    },
  };
});
