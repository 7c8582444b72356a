import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import lingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// The boundaries below are explained in docs/decisions/server-boundaries.md (server, domain, scripts, cycles,
// file names, unused exports) and docs/decisions/web-data.md (web). scripts/lint-boundaries.test.ts plants a
// violation of each and expects this config to refuse it.

const restrict = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: patterns.map((group) => ({ group: [group], message })) }],
});
const foldersOf = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** Code under src never imports scripts (scripts may import src). One zone, added to every src zone list. */
const srcNeverImportsScripts = {
  target: './src',
  from: './scripts',
  message: 'Code under src never imports scripts/: move what both need into src.',
};

// ── The domain: pure, with an allowlist of what it imports ────────────────────────────────────────────────────
/** Pure packages the domain uses (see `grep -rhoE "from '[^'.][^']*'" src/domain | sort -u`). */
const DOMAIN_PACKAGES = ['zod', 'date-fns', '@date-fns/utc'];
const escape = (name) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const domainImports = (packages) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          // Anything that is not a relative path, #domain/… or one of the packages listed.
          regex: `^(?!\\.{1,2}/|#domain/|(?:${packages.map(escape).join('|')})(?:/|$))`,
          message: `The domain is pure: it imports only src/domain and ${packages.join(', ')}. Add a pure package to DOMAIN_PACKAGES in eslint.config.js on purpose, never a Node, server or web one.`,
        },
      ],
    },
  ],
});
const domainBoundaries = [
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      ...domainImports(DOMAIN_PACKAGES),
      'no-restricted-syntax': [
        'error',
        { selector: 'ImportExpression', message: 'The domain is pure: it loads nothing at run time.' },
        {
          selector: "CallExpression[callee.name='require']",
          message: 'The domain is pure: it loads nothing at run time.',
        },
      ],
      // Relative paths are allowed above, so the resolved file must stay inside src/domain.
      'import-x/no-unresolved': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: './src/domain',
              from: './',
              except: ['./src/domain', './node_modules'],
              message: 'The domain is pure: it imports only src/domain.',
            },
            srcNeverImportsScripts,
          ],
        },
      ],
    },
  },
  // Tests of the domain also use the test runner and property-based generators.
  { files: ['src/domain/**/*.test.ts'], rules: domainImports([...DOMAIN_PACKAGES, 'vitest', 'fast-check']) },
];

// ── Server boundaries (docs/decisions/server-boundaries.md) ───────────────────────────────────────────────────
const serverModules = foldersOf('./src/server/modules');
/** Files that may write SQL: the database layer, repositories and the shared recipe filters. */
const serverDataAccess = [
  'src/server/db/**',
  'src/server/modules/**/repository.ts',
  'src/server/modules/**/*-repository.ts',
  'src/server/modules/recipes/recipe-filters.ts',
];
/** Route files, whatever their name: `routes.ts`, `list-routes.ts`, … */
const serverRouteFiles = 'src/server/**/*routes.ts';
/** Tests check database state, so they may read the tables. */
const serverTests = ['src/server/**/*.test.ts', 'src/server/test/**'];
const serverPatterns = {
  web: { group: ['**/web/**', '#web/*'], message: 'Server code never imports web code.' },
  drizzle: {
    group: [
      'drizzle-orm',
      'drizzle-orm/*',
      '**/db/schema',
      '**/db/schema.ts',
      '**/db/schema/**',
      '#server/db/schema',
      '#server/db/schema.ts',
      '#server/db/schema/**',
    ],
    message: 'Only repositories (repository.ts, *-repository.ts) and src/server/db use drizzle and the tables.',
  },
};
const serverImports = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const noSqlInRoutes = 'Routes run no SQL: a service (built in buildApp) calls a repository.';
const serverBoundaries = [
  {
    files: ['src/server/**/*.ts'],
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
            { target: `./${serverRouteFiles}`, from: './src/server/db', message: noSqlInRoutes },
            // One zone per data-access path: import-x refuses a `from` list that mixes globs and plain paths.
            ...serverDataAccess
              .filter((path) => path.startsWith('src/server/modules/'))
              .map((path) => ({ target: `./${serverRouteFiles}`, from: `./${path}`, message: noSqlInRoutes })),
            srcNeverImportsScripts,
          ],
        },
      ],
    },
  },
  { files: [...serverDataAccess, ...serverTests], rules: serverImports(serverPatterns.web) },
  {
    files: [serverRouteFiles],
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
const WEB_FEATURES = foldersOf('./src/web/features');
const PUBLIC_ENTRY = '**/src/web/features/*/index.ts';
const featureMessage = 'Import another web feature only through its public entry, features/<name>/index.ts.';
const webBoundaries = {
  files: ['src/web/**/*.{ts,tsx}'],
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        basePath: import.meta.dirname,
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
          srcNeverImportsScripts,
        ],
      },
    ],
  },
};
// ---- end of web boundaries --------------------------------------------------------------------------------

// ---- Web texts come from the catalogs (docs/decisions/languages.md) ----------------------------------------
// A screen's visible text, aria-label, title, placeholder and alt come from Lingui (`<Trans>`, `t`, `msg`), never
// a literal: every screen of the web app (tests and the test helpers aside).
const TRANSLATED_FILES = ['src/web/**/*.tsx'];
const webTexts = {
  files: TRANSLATED_FILES,
  ignores: ['**/*.test.tsx', 'src/web/test/**'],
  plugins: { lingui },
  rules: {
    'lingui/no-unlocalized-strings': [
      'error',
      {
        // Only what a person reads: JSX text and the attributes below; code strings (class names, paths, ids,
        // keys, URLs) are not texts.
        ignore: ['^[^A-Za-z]*$', '^(?![A-Z])\\S+$', '^[A-Z0-9_-]+$'],
        ignoreNames: [{ regex: { pattern: '^(?!aria-label$|title$|placeholder$|alt$|label$)' } }],
        ignoreFunctions: [
          'Error',
          'console.*',
          '*.setAttribute',
          '*.querySelector',
          '*.querySelectorAll',
          '*.getItem',
          '*.setItem',
        ],
      },
    ],
    // The rule above reads aria-label, alt, placeholder and value on HTML elements, not title.
    'no-restricted-syntax': [
      'error',
      {
        selector: "JSXAttribute[name.name='title'] > Literal",
        message: 'A title is a text: take it from the catalog (t`…`).',
      },
    ],
  },
};
// ---- end of web texts -------------------------------------------------------------------------------------

// ── Everywhere: no import cycles, kebab-case names ────────────────────────────────────────────────────────────
const CODE = ['src/**/*.{ts,tsx}', 'scripts/**/*.{ts,mjs}', 'e2e/**/*.ts', '*.{ts,js}'];
/** kebab-case, and so is each dotted part: `list-routes.ts`, `store.test-d.ts`, `cluster.sigkill.test.ts`. */
const KEBAB_PARTS = '+([a-z0-9])*(-+([a-z0-9]))*(.+([a-z0-9])*(-+([a-z0-9])))';
const everywhere = [
  {
    plugins: { 'import-x': importX },
    settings: {
      // One resolver for every import-x rule: it reads relative `.ts` paths and package.json#imports (`#server/*`).
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
      // The files import-x reads to follow imports (no-cycle). Its default is `.js` only, so a cycle through
      // `.ts` files would never be seen.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/external-module-folders': ['node_modules'],
    },
  },
  {
    files: CODE,
    plugins: { 'check-file': checkFile },
    rules: {
      // Type-only imports (`import type`, or every name marked `type`) are left out by the rule itself.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'check-file/filename-naming-convention': [
        'error',
        { '**/*': KEBAB_PARTS },
        {
          errorMessage:
            'File names are kebab-case, each dotted part too (list-routes.ts, store.test-d.ts): "{{ target }}".',
        },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { '{src,scripts,e2e}/**/': 'KEBAB_CASE' },
        { errorMessage: 'Folder names are kebab-case (shopping-lists): "{{ target }}".' },
      ],
    },
  },
];

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
  ...everywhere,
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...restrict(['**/server/**', '#server/*'], 'Web code never imports server code.'),
    },
  },
  webBoundaries,
  webTexts,
  ...domainBoundaries,
  ...serverBoundaries,
);
