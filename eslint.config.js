import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const restrict = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: patterns.map((group) => ({ group: [group], message })) }],
});

// ---- Web boundaries (bulletproof-react's lint zones) -------------------------------------------------------
// A feature may import another feature only through that feature's public entry, `features/<name>/index.ts`,
// which exports just what others need. Shared code (components, test helpers) follows the same rule. The app
// layer (router, store) composes the features, so it may reach their pages and slices directly.
const WEB_FEATURES = readdirSync(new URL('./src/web/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const PUBLIC_ENTRY = '**/src/web/features/*/index.ts';
const featureMessage = 'Import another web feature only through its public entry, features/<name>/index.ts.';
const webBoundaries = {
  files: ['src/web/**/*.{ts,tsx}'],
  plugins: { 'import-x': importX },
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        zones: [
          ...WEB_FEATURES.map((feature) => ({
            target: `./src/web/features/${feature}/**`,
            from: './src/web/features/**',
            except: [`**/src/web/features/${feature}/**`, PUBLIC_ENTRY],
            message: featureMessage,
          })),
          ...['components', 'test'].map((shared) => ({
            target: `./src/web/${shared}/**`,
            from: './src/web/features/**',
            except: [PUBLIC_ENTRY],
            message: `Shared web code (src/web/${shared}) uses a feature only through its public entry.`,
          })),
        ],
      },
    ],
  },
};
// ---- end of web boundaries --------------------------------------------------------------------------------

export default tseslint.config(
  {
    ignores: [
      'dist',
      '.tmp',
      'node_modules',
      'data',
      'test-results',
      'playwright-report',
      'e2e-artifacts',
      'src/server/db/migrations',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['**/*.{js,mjs}', 'scripts/**', 'e2e/**'], languageOptions: { globals: { ...globals.node } } },
  { files: ['src/web/**'], languageOptions: { globals: { ...globals.browser } } },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...restrict(['**/server/**', '#server/*'], 'Web code never imports server code.'),
    },
  },
  webBoundaries,
  { files: ['src/server/**/*.ts'], rules: restrict(['**/web/**', '#web/*'], 'Server code never imports web code.') },
  {
    files: ['src/domain/**/*.ts'],
    rules: restrict(
      ['**/server/**', '**/web/**', '#server/*', '#web/*', 'react', 'fastify', 'drizzle-orm', 'node:*'],
      'The domain is pure: no I/O, no framework.',
    ),
  },
);
