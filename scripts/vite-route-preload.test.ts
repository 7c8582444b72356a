import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { routePreloadScript, type BundleChunk } from './vite-route-preload.ts';

const chunk = (fileName: string, extra: Partial<BundleChunk> = {}): BundleChunk => ({
  type: 'chunk',
  fileName,
  imports: [],
  ...extra,
});

const bundle: Record<string, BundleChunk> = {
  'assets/index.js': chunk('assets/index.js', { isEntry: true, imports: ['assets/vendor.js'] }),
  'assets/vendor.js': chunk('assets/vendor.js'),
  'assets/recipe-page.js': chunk('assets/recipe-page.js', {
    facadeModuleId: '/repo/src/web/features/recipes/pages/recipe-page.tsx',
    imports: ['assets/vendor.js', 'assets/format.js'],
    viteMetadata: { importedCss: new Set(['assets/recipe-page.css']) },
  }),
  'assets/format.js': chunk('assets/format.js'),
};
const routes = [{ pattern: '^/user/recipes/\\d+/?$', module: 'features/recipes/pages/recipe-page.tsx' }];

/** Runs the script as a browser would at `pathname`; returns the links it added. */
function linksAt(pathname: string, script: string, token: string | null = null) {
  const links: { rel: string; href: string; as?: string }[] = [];
  const document = {
    createElement: () => ({}) as { rel: string; href: string; as?: string },
    head: { appendChild: (link: (typeof links)[number]) => links.push({ ...link }) },
  };
  const localStorage = { getItem: (key: string) => (key === 'token' ? token : null) };
  runInNewContext(script, { location: { pathname }, document, localStorage });
  return links;
}

describe('routePreloadScript', () => {
  it("preloads the opened page's chunk, what it imports and its stylesheet, leaving out what the entry loads", () => {
    const script = routePreloadScript(bundle, routes);
    expect(linksAt('/user/Recipes/12', script)).toEqual([
      { rel: 'modulepreload', href: '/assets/recipe-page.js' },
      { rel: 'modulepreload', href: '/assets/format.js' },
      { rel: 'preload', href: '/assets/recipe-page.css', as: 'style' },
    ]);
  });

  it('adds nothing on an address no route names', () => {
    expect(linksAt('/user/recipes', routePreloadScript(bundle, routes))).toEqual([]);
  });

  it('adds the chunks for a visitor with a session, or for one without, once each', () => {
    const withForm: Record<string, BundleChunk> = {
      ...bundle,
      'assets/home-page.js': chunk('assets/home-page.js', {
        facadeModuleId: '/repo/src/web/features/user/pages/home-page.tsx',
        imports: ['assets/vendor.js', 'assets/format.js'],
      }),
      'assets/sign-in.js': chunk('assets/sign-in.js', {
        facadeModuleId: '/repo/src/web/features/user/components/sign-in-screen.tsx',
        imports: ['assets/format.js', 'assets/form.js'],
      }),
      'assets/form.js': chunk('assets/form.js'),
    };
    const home = [
      {
        pattern: '^/$',
        module: 'features/user/pages/home-page.tsx',
        signedIn: ['features/recipes/pages/recipe-page.tsx'],
        signedOut: ['features/user/components/sign-in-screen.tsx'],
      },
    ];
    const script = routePreloadScript(withForm, home);
    const hrefs = (token: string | null) => linksAt('/', script, token).map((link) => link.href);
    expect(hrefs(null)).toEqual(['/assets/home-page.js', '/assets/format.js', '/assets/sign-in.js', '/assets/form.js']);
    expect(hrefs('a-token')).toEqual([
      '/assets/home-page.js',
      '/assets/format.js',
      '/assets/recipe-page.js',
      '/assets/recipe-page.css',
    ]);
    // Storage that cannot be read counts as no session.
    const blocked = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    const links: string[] = [];
    const document = { createElement: () => ({}), head: { appendChild: (l: { href: string }) => links.push(l.href) } };
    runInNewContext(script, { location: { pathname: '/' }, document, localStorage: blocked });
    expect(links).toEqual(hrefs(null));
  });

  it("finds a page grouped into a chunk it is not the facade of, by the chunk's modules", () => {
    const grouped: Record<string, BundleChunk> = {
      ...bundle,
      'assets/recipe-page.js': chunk('assets/recipe-page.js', {
        facadeModuleId: null,
        moduleIds: ['/repo/src/web/components/card.tsx', '/repo/src/web/features/recipes/pages/recipe-page.tsx'],
        imports: ['assets/vendor.js'],
      }),
    };
    expect(linksAt('/user/recipes/3', routePreloadScript(grouped, routes))).toEqual([
      { rel: 'modulepreload', href: '/assets/recipe-page.js' },
    ]);
  });

  it('fails the build when a route names a module that is no chunk', () => {
    expect(() => routePreloadScript(bundle, [{ pattern: '^/$', module: 'features/gone-page.tsx' }])).toThrow(
      /features\/gone-page.tsx is not a chunk/,
    );
  });
});
