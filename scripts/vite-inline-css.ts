import type { Plugin } from 'vite';

/** The parts of Rollup's output asset this plugin reads. */
export interface BundleAsset {
  type: 'chunk' | 'asset';
  fileName: string;
  source?: string | Uint8Array;
}

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*? href="\/([^"]+\.css)"[^>]*>/g;

/**
 * index.html with its own stylesheets written into it: the first paint (the header index.html draws)
 * then waits for the document alone, not for one more request. Stylesheets of later pages stay files.
 * Throws when a linked stylesheet is not in the build, so a renamed file cannot leave a dead link.
 */
export function inlineStylesheets(html: string, bundle: Record<string, BundleAsset>): string {
  return html.replace(STYLESHEET_LINK, (_link, fileName: string) => {
    const source = bundle[fileName]?.source;
    if (source === undefined) throw new Error(`inline css: ${fileName} is not in the build`);
    const css = typeof source === 'string' ? source : new TextDecoder().decode(source);
    if (/url\(\s*['"]?\.|<\/style/i.test(css)) {
      throw new Error(`inline css: ${fileName} has a relative url() or "</style", it cannot be inlined`);
    }
    return `<style>${css.trim()}</style>`;
  });
}

/** Vite plugin: inlines the entry's stylesheet into the built index.html. */
export function inlineCss(): Plugin {
  return {
    name: 'hk-inline-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        return inlineStylesheets(html, ctx.bundle as unknown as Record<string, BundleAsset>);
      },
    },
  };
}
