import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = ['auth', 'dashboard', 'classroom', 'booking', 'replay', 'homework', 'practice', 'evaluation', 'students', 'profile', 'chat', 'system-check'];

export default tseslint.config(
  { ignores: ['dist', '.e2e-dist', '.budget-build', '.measure-build', 'mocks/media', 'node_modules', 'public', 'coverage', 'playwright-report', 'test-results', 'perf-report'] },
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
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../../features/*', '../../../features/*'], message: 'Import features through @/features from routes/app only.' },
          ],
        },
      ],
    },
  },
  ...FEATURES.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', '!@/features/' + feature, '!@/features/' + feature + '/**'],
              message: 'A feature never imports another feature: compose them in routes/ or app/.',
            },
            { group: ['@/app/*', '@/routes/*'], message: 'Features do not import the app or the routes.' },
            { group: ['@mocks/*'], message: 'The demo host is loaded by main.tsx only.' },
          ],
        },
      ],
    },
  })),
  {
    files: ['src/lib/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/features/*', '@/app/*', '@/routes/*', '@mocks/*'], message: 'lib/ and components/ sit below features.' }] },
      ],
    },
  },
);
