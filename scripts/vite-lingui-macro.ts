import { transformAsync } from '@babel/core';
import type { Plugin } from 'vite';

/** A module that imports one of Lingui's macros (`@lingui/core/macro`, `@lingui/react/macro`). */
const USES_MACRO = /from\s*['"]@lingui\/(?:core|react)\/macro['"]/;

/**
 * Runs Lingui's macro (`@lingui/babel-plugin-lingui-macro`) on the modules that import it, before Vite's own
 * TypeScript and JSX transform, in the build, the dev server and the unit tests alike.
 *
 * @vitejs/plugin-react 6 no longer runs Babel, and the plugin it points to, @rolldown/plugin-babel, needs
 * Node 22.12; these machines run Node 20 (docs/decisions/languages.md). Babel 7 runs on Node 20, and only the
 * modules that use a macro pay for it. The TypeScript and JSX are kept as they are for Vite to compile.
 */
export function linguiMacro(): Plugin {
  return {
    name: 'hk-lingui-macro',
    enforce: 'pre',
    transform: {
      filter: { id: /\.[cm]?[jt]sx?(?:\?.*)?$/, code: USES_MACRO },
      async handler(code, id) {
        const filename = id.split('?')[0];
        const result = await transformAsync(code, {
          filename,
          babelrc: false,
          configFile: false,
          sourceMaps: true,
          // `<T>value` is a cast in .ts, an element in .tsx: the JSX syntax only where it can appear.
          parserOpts: { plugins: /x$/.test(filename) ? ['typescript', 'jsx'] : ['typescript'] },
          plugins: ['@lingui/babel-plugin-lingui-macro'],
        });
        if (!result?.code) return null;
        return { code: result.code, map: result.map };
      },
    },
  };
}
