/**
 * The web app is written against React's API and ships on Preact (preact/compat), which is about 50 KB
 * gzip lighter on the first load (docs/decisions/performance.md; budget 100 KB). `NO_PREACT=1` builds on React instead, to
 * tell a Preact difference from an app bug.
 */
export const preactAliases = process.env.NO_PREACT
  ? []
  : [
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
      { find: /^react$/, replacement: 'preact/compat' },
    ];
