import { describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT, type HintedChunk } from './vite-compile-hints.ts';

describe('addCompileHints', () => {
  it("puts the hint on every chunk's first line and moves its source map down one line", () => {
    const bundle: Record<string, HintedChunk> = {
      'assets/index.js': { type: 'chunk', code: 'import"./a.js";run();', map: { mappings: 'AAAA,CAAC' } },
      'assets/page.js': { type: 'chunk', code: 'export const a=1;', map: null },
      'assets/index.css': { type: 'asset' },
    };
    addCompileHints(bundle);
    expect(bundle['assets/index.js']).toEqual({
      type: 'chunk',
      code: `${COMPILE_HINT}\nimport"./a.js";run();`,
      map: { mappings: ';AAAA,CAAC' },
    });
    expect(bundle['assets/page.js'].code).toBe(`${COMPILE_HINT}\nexport const a=1;`);
    expect(bundle['assets/index.css']).toEqual({ type: 'asset' });
  });

  it('adds it once when the hook runs again', () => {
    const bundle: Record<string, HintedChunk> = { 'a.js': { type: 'chunk', code: 'x()', map: { mappings: 'AAAA' } } };
    addCompileHints(bundle);
    addCompileHints(bundle);
    expect(bundle['a.js']).toEqual({ type: 'chunk', code: `${COMPILE_HINT}\nx()`, map: { mappings: ';AAAA' } });
  });
});
