import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const restrict = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: patterns.map((group) => ({ group: [group], message })) }],
});

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
  { files: ['src/server/**/*.ts'], rules: restrict(['**/web/**', '#web/*'], 'Server code never imports web code.') },
  {
    files: ['src/domain/**/*.ts'],
    rules: restrict(
      ['**/server/**', '**/web/**', '#server/*', '#web/*', 'react', 'fastify', 'drizzle-orm', 'node:*'],
      'The domain is pure: no I/O, no framework.',
    ),
  },
);
