import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const restrict = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: patterns.map((group) => ({ group: [group], message })) }],
});

// ── Server boundaries (issue 16; docs/decisions/server-boundaries.md) ─────────────────────────────
const serverModules = readdirSync(new URL('./src/server/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** Files that may write SQL: the database layer, repositories and the shared recipe filters. */
const serverDataAccess = [
  'src/server/db/**',
  'src/server/modules/*/repository.ts',
  'src/server/modules/*/*-repository.ts',
  'src/server/modules/recipes/recipe-filters.ts',
];
/** Tests check database state, so they may read the tables. */
const serverTests = ['src/server/**/*.test.ts', 'src/server/test/**'];
const serverPatterns = {
  web: { group: ['**/web/**', '#web/*'], message: 'Server code never imports web code.' },
  drizzle: {
    group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema.ts', '#server/db/schema.ts'],
    message: 'Only repositories (repository.ts, *-repository.ts) and src/server/db use drizzle and the tables.',
  },
};
const serverImports = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const serverBoundaries = [
  {
    files: ['src/server/**/*.ts'],
    plugins: { 'import-x': importX },
    // Resolves relative `.ts` paths and `#server/*` alike, so that a zone holds however a file is named.
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js', '.mjs', '.json'] })] },
    rules: {
      ...serverImports(serverPatterns.web, serverPatterns.drizzle),
      // An import the resolver cannot follow would slip past the zones below.
      'import-x/no-unresolved': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            ...serverModules.map((name) => ({
              target: [`./src/server/!(modules)/**`, './src/server/*.ts', `./src/server/modules/!(${name})/**`],
              from: `./src/server/modules/${name}`,
              except: ['./index.ts'],
              message: `Use the public entry src/server/modules/${name}/index.ts: export there what others need.`,
            })),
            {
              target: './src/server/modules/*/routes.ts',
              from: './src/server/db',
              message: 'Routes run no SQL: a service (built in buildApp) calls a repository.',
            },
            {
              target: './src/server/modules/*/routes.ts',
              from: ['./src/server/modules/*/repository.ts', './src/server/modules/*/*-repository.ts'],
              message: 'Routes run no SQL: a service (built in buildApp) calls a repository.',
            },
          ],
        },
      ],
    },
  },
  { files: [...serverDataAccess, ...serverTests], rules: serverImports(serverPatterns.web) },
  {
    files: ['src/server/modules/*/routes.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name='db'][object.property.name='deps']",
          message: 'Routes run no SQL: take a service from the plugin options.',
        },
        {
          selector: 'CallExpression[callee.name=/^create[A-Z]/]',
          message: 'Services are built once in buildApp (src/server/services.ts) and handed to the routes.',
        },
      ],
    },
  },
];

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
  ...serverBoundaries,
);
