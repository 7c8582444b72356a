import type { Plugin } from 'vite';

/** A first screen people open directly (a bookmark, the home screen icon) and the page module it shows. */
export interface PreloadRoute {
  /** Matched against `location.pathname`, case-insensitively, as the router matches. */
  pattern: string;
  /** The page module's path under `src/web/`, as `src/web/app/router.tsx` imports it. */
  module: string;
  /** Modules the page goes on to load for a visitor with a session (a token in localStorage)… */
  signedIn?: string[];
  /** …and for one without: the sign-in form that `/` shows, or the list it sends a user on to. */
  signedOut?: string[];
}

const SIGN_IN = {
  signedIn: ['features/shopping-list/pages/shopping-list-page.tsx'],
  signedOut: ['features/user/components/sign-in-screen.tsx'],
};

export const PRELOAD_ROUTES: PreloadRoute[] = [
  { pattern: '^/$', module: 'features/user/pages/home-page.tsx', ...SIGN_IN },
  { pattern: '^/login/?$', module: 'features/user/pages/login-page.tsx', ...SIGN_IN },
  { pattern: '^/user(/shoppinglist)?/?$', module: 'features/shopping-list/pages/shopping-list-page.tsx' },
  { pattern: '^/user/recipes/?$', module: 'features/recipes/pages/recipe-list-page.tsx' },
  { pattern: '^/user/recipes/\\d+/?$', module: 'features/recipes/pages/recipe-page.tsx' },
  { pattern: '^/user/plan/?$', module: 'features/meal-plan/pages/meal-plan-page.tsx' },
];

/** The parts of Rollup's output chunk this plugin reads. */
export interface BundleChunk {
  type: 'chunk' | 'asset';
  fileName: string;
  facadeModuleId?: string | null;
  /** The modules the chunk holds (a page grouped with others is not its chunk's facade). */
  moduleIds?: string[];
  isEntry?: boolean;
  imports?: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/** A file and every file it imports statically, each once. */
function withStaticImports(bundle: Record<string, BundleChunk>, fileName: string, seen = new Set<string>()) {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  for (const imported of bundle[fileName]?.imports ?? []) withStaticImports(bundle, imported, seen);
  return seen;
}

/**
 * An inline script for index.html that starts loading the page chunk of the address being opened (and
 * what it imports) together with the entry, instead of after the entry has run: one network round
 * trip less before the first screen. Files the entry already loads are left out. Throws when a route's
 * module is not a chunk of the build, so the table cannot drift from the router unnoticed.
 */
export function routePreloadScript(bundle: Record<string, BundleChunk>, routes: PreloadRoute[]): string {
  const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
  const entry = chunks.find((c) => c.isEntry);
  const initial = entry ? withStaticImports(bundle, entry.fileName) : new Set<string>();
  const files = (module: string) => {
    const isModule = (id?: string | null) => !!id?.replaceAll('\\', '/').endsWith(`/src/web/${module}`);
    const chunk = chunks.find((c) => isModule(c.facadeModuleId) || c.moduleIds?.some(isModule));
    if (!chunk) throw new Error(`route preload: ${module} is not a chunk of the build (router.tsx changed?)`);
    return [...withStaticImports(bundle, chunk.fileName)].filter((f) => !initial.has(f));
  };
  // Each row: [pattern, [js, css] always, [js, css] with a session, [js, css] without one].
  const links = (modules: string[], loaded: string[] = []) => {
    const js = [...new Set(modules.flatMap(files))].filter((f) => !loaded.includes(`/${f}`));
    const css = js.flatMap((f) => [...(bundle[f]?.viteMetadata?.importedCss ?? [])]);
    return [js.map((f) => `/${f}`), [...new Set(css)].map((f) => `/${f}`)];
  };
  const table = routes.map(({ pattern, module, signedIn = [], signedOut = [] }) => {
    const always = links([module]);
    return [pattern, always, links(signedIn, always[0]), links(signedOut, always[0])];
  });
  const add =
    "function a(h,r){var l=document.createElement('link');l.rel=r;l.href=h;if(r==='preload')l.as='style';document.head.appendChild(l)}";
  const each =
    "function e(x){x[0].forEach(function(h){a(h,'modulepreload')});x[1].forEach(function(h){a(h,'preload')})}";
  // Reading localStorage can throw (storage disabled): such a visitor counts as signed out.
  const session = "var s=false;try{s=!!localStorage.getItem('token')}catch(_){}";
  const loop =
    "for(var i=0;i<t.length;i++){if(new RegExp(t[i][0],'i').test(p)){e(t[i][1]);e(s?t[i][2]:t[i][3]);break}}";
  return `(function(){var t=${JSON.stringify(table)},p=location.pathname;${add}${each}${session}${loop}})();`;
}

/** Vite plugin: puts the route preload script into the built index.html. */
export function routePreload(routes: PreloadRoute[] = PRELOAD_ROUTES): Plugin {
  return {
    name: 'hk-route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle) return [];
        const script = routePreloadScript(ctx.bundle as unknown as Record<string, BundleChunk>, routes);
        return [{ tag: 'script', children: script, injectTo: 'head-prepend' }];
      },
    },
  };
}
