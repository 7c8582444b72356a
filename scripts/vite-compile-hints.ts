import type { Plugin } from 'vite';

/** V8's explicit compile hint; it must be the file's first line. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The parts of Rollup's output chunk this plugin changes. */
export interface HintedChunk {
  type: 'chunk' | 'asset';
  code?: string;
  map?: { mappings: string } | null;
}

/** Puts the hint on the first line of every chunk; a source map moves down by that one line. */
export function addCompileHints(bundle: Record<string, HintedChunk>): void {
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk' || chunk.code === undefined || chunk.code.startsWith(COMPILE_HINT)) continue;
    chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
    if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
  }
}

/**
 * Vite plugin: with the hint, Chromium compiles all of a chunk's functions on a background thread while
 * the file streams in, instead of on the main thread at each function's first call. The app's chunks
 * run most of their code as soon as they load (the shell, the store, the page), so start-up work leaves
 * the main thread (docs/performance.md, "Compile hints"). Added after minification, which drops comments.
 */
export function compileHints(): Plugin {
  return {
    name: 'hk-compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        addCompileHints(bundle as unknown as Record<string, HintedChunk>);
      },
    },
  };
}
