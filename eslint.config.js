import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The demo host is the school's server written from the spec: it never imports the app (a rule
 * shared with the app would be wrong on both sides at once), and its folders import one way only:
 * rules <- core <- data <- lib <- handlers <- the entries (handlers.ts, node.ts, browser.ts...).
 */
const NOT_THE_APP = {
  regex: String.raw`^(@/|@locales/|(\.\./)+src(/|$))`,
  message: 'The demo host imports nothing from src/: state the rule in mocks/rules/.',
};
const MOCK_LAYERS = [
  { dir: 'rules', may: [], why: 'mocks/rules/ states the host rules on their own: no database, no records.' },
  { dir: 'core', may: ['rules'], why: 'mocks/core/ (records, time, random) sits below data/, lib/ and handlers/.' },
  {
    dir: 'data',
    may: ['core', 'rules'],
    why: 'mocks/data/ (seeds) builds on core/ and rules/ only: lib/ reads data/, never the other way.',
  },
  { dir: 'lib', may: ['core', 'rules', 'data'], why: 'mocks/lib/ never imports handlers/ or the entries.' },
  { dir: 'handlers', may: ['core', 'rules', 'data', 'lib', 'handlers'], why: 'mocks/handlers/ never imports the entries.' },
];
const mockLayerRule = (patterns) => ({ 'no-restricted-imports': ['error', { patterns: [NOT_THE_APP, ...patterns] }] });

/**
 * src/ parses with zod/mini only: classic zod in any module of the first file brings back its ~27 kB
 * (gzip) and its start-up work (docs/decisions/house.md "zod/mini at the wire edge"). Flat config replaces a
 * rule's options rather than merging them, so every src/ block of no-restricted-imports adds these.
 */
const CLASSIC_ZOD = ['zod', 'zod/v4', 'zod/v3', 'zod/classic', 'zod/v4/classic'].map((name) => ({
  name,
  message: 'Use \'zod/mini\' (z.pipe, z.optional, .check(...)) in src/: see docs/decisions/house.md "zod/mini at the wire edge".',
}));
// Mantine's answers false on the first render, then the truth: on a phone a screen drew twice (use-media-match.ts).
const MEDIA_QUERY = {
  name: '@mantine/hooks',
  importNames: ['useMediaQuery'],
  message: "Use useMediaMatch from '@/lib/hooks/use-media-match': it answers from the first render.",
};
const FEATURES_THROUGH_INDEX = {
  group: ['../../features/*', '../../../features/*'],
  message: 'Import features through @/features from routes/app only.',
};
const srcImports = (patterns) => ({ 'no-restricted-imports': ['error', { paths: [...CLASSIC_ZOD, MEDIA_QUERY], patterns }] });

// Every folder of src/features/ is a feature: a new one is held from its first file.
const FEATURES = readdirSync(join(import.meta.dirname, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      'dist',
      '.e2e-dist',
      '.budget-build',
      '.measure-build',
      '.perf-build',
      '.perf-repeat-build',
      '.soak-build',
      '.perf-boot-build',
      '.measure-brief-build',
      '.perf-pair-a',
      '.perf-pair-b',
      'mocks/media',
      'node_modules',
      'public',
      'coverage',
      'playwright-report',
      'test-results',
      'perf-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      // The house plan: data flows routes -> features -> lib; a feature never imports another.
      'no-restricted-imports': ['error', { patterns: [FEATURES_THROUGH_INDEX] }],
    },
  },
  { files: ['src/**/*.{ts,tsx}'], rules: srcImports([FEATURES_THROUGH_INDEX]) },
  ...FEATURES.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: srcImports([
      {
        group: ['@/features/*', '!@/features/' + feature, '!@/features/' + feature + '/**'],
        message: 'A feature never imports another feature: compose them in routes/ or shell/, or move what both read down to entities/.',
      },
      { group: ['@/app/*', '@/routes/*', '@/shell/*'], message: 'Features do not import the app, the routes or the shell.' },
      { group: ['@mocks/*'], message: 'The demo host is loaded by main.tsx only.' },
    ]),
  })),
  // One way down: main.tsx -> app/ (providers, the router) -> routes/ -> shell/ (the frame round every
  // screen: header, navigation, palette, notices) -> features/ -> entities/ (the answers several features
  // read) -> components/, lib/.
  {
    files: ['src/entities/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: srcImports([
      {
        group: ['@/features/*', '@/app/*', '@/routes/*', '@/shell/*', '@mocks/*'],
        message:
          'entities/ hold what several features read (schema, fetcher, rules, the parts that show it): they import components/ and lib/.',
      },
    ]),
  },
  // The bottom holds no domain: a rule or a part about classes, students or time off belongs to entities/.
  {
    files: ['src/components/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: srcImports([
      FEATURES_THROUGH_INDEX,
      {
        group: ['@/features/*', '@/entities/*', '@/app/*', '@/routes/*', '@/shell/*', '@mocks/*'],
        message: 'components/ and lib/ sit at the bottom: what needs a domain answer or rule moves up to entities/.',
      },
    ]),
  },
  {
    files: ['src/routes/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: srcImports([
      FEATURES_THROUGH_INDEX,
      { group: ['@/app/*'], message: 'routes/ sit below app/ (which holds the router and its tree): move shared pieces down to shell/.' },
    ]),
  },
  {
    files: ['src/shell/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: srcImports([
      FEATURES_THROUGH_INDEX,
      { group: ['@/app/*', '@/routes/*'], message: 'shell/ sits below app/ and routes/: it is handed what it needs.' },
      { group: ['@mocks/*'], message: 'The demo host is loaded by main.tsx only.' },
    ]),
  },
  { files: ['mocks/**/*.ts'], rules: mockLayerRule([]) },
  ...MOCK_LAYERS.map(({ dir, may, why }) => ({
    files: [`mocks/${dir}/**/*.ts`],
    ignores: ['**/*.test.ts'],
    rules: mockLayerRule([{ regex: may.length ? `^\\.\\./(?!(${may.join('|')})/)` : String.raw`^\.\./`, message: why }]),
  })),
  // Playwright fixtures hand their value on with `use(...)`: not React's use().
  { files: ['e2e/**/*.ts'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
  {
    // A fetch cancelled under a loader (its screen unmounted, its identity left) must never become the
    // route's error, and a data error must reach it: loaders go through loadRoute (src/lib/query/load-query.ts).
    files: ['src/routes/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'MemberExpression[property.name=/^(ensureQueryData|fetchQuery)$/]',
          message:
            'Route loaders await loadRoute(queryClient, { need, want, prefetch }): a cancellation is asked again, never shown as an error.',
        },
        {
          selector: "ImportSpecifier[imported.name='loadQuery']",
          message: "Route loaders use loadRoute: what the screen needs throws to the route error screen, the rest is the screen's to say.",
        },
      ],
    },
  },
  {
    // Journeys get the shared fixtures (the demo host's checks, evidence on failure) with their `test`.
    files: ['e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@playwright/test', message: "Import test, expect and types from './support/fixtures'." }],
          patterns: [FEATURES_THROUGH_INDEX],
        },
      ],
    },
  },
  {
    files: ['src/lib/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: srcImports([
      {
        group: ['@/features/*', '@/entities/*', '@/app/*', '@/routes/*', '@/shell/*', '@mocks/*'],
        message: 'lib/ and components/ sit below features and entities.',
      },
    ]),
  },
);
