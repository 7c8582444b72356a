import { describe, expect, it } from 'vitest';
import { firstLoadChunkNames, packageOf, type ModuleNode } from './vite-first-load-chunks.ts';

const NM = '/repo/node_modules';
const node = (id: string, size: number, importedIds: string[] = [], isEntry = false): ModuleNode => ({
  id,
  size,
  importedIds,
  isEntry,
});
const graph = (...nodes: ModuleNode[]) => new Map(nodes.map((n) => [n.id, n]));

describe('packageOf', () => {
  it('names plain and scoped packages, the innermost node_modules first, and nothing for app code', () => {
    expect(packageOf(`${NM}/react-router/dist/index.mjs`)).toBe('react-router');
    expect(packageOf(`${NM}/@reduxjs/toolkit/dist/query/rtk-query.mjs`)).toBe('@reduxjs/toolkit');
    expect(packageOf(`${NM}/a/node_modules/b/index.js`)).toBe('b');
    expect(packageOf('C:\\repo\\node_modules\\@scope\\pkg\\index.js')).toBe('@scope/pkg');
    expect(packageOf('/repo/src/web/main.tsx')).toBeUndefined();
  });
});

describe('firstLoadChunkNames', () => {
  const modules = graph(
    node('/repo/src/web/index.html', 1, ['/repo/src/web/main.tsx'], true),
    node('/repo/src/web/main.tsx', 10, [
      '/repo/src/web/app/store.ts',
      `${NM}/big/index.js`,
      `${NM}/mid/index.js`,
      `${NM}/@s/small/index.js`,
    ]),
    node('/repo/src/web/app/store.ts', 5, [`${NM}/mid/index.js`, `${NM}/tiny/index.js`]),
    node(`${NM}/big/index.js`, 60, [`${NM}/big/part.js`]),
    node(`${NM}/big/part.js`, 40),
    node(`${NM}/mid/index.js`, 70, [`${NM}/@s/small/index.js`]),
    node(`${NM}/@s/small/index.js`, 20),
    node(`${NM}/tiny/index.js`, 5),
    // Only a lazy page needs these: they stay with Rolldown's own chunks.
    node('/repo/src/web/pages/map-page.tsx', 50, [`${NM}/leaflet/index.js`]),
    node(`${NM}/leaflet/index.js`, 200),
  );

  it("puts the entry's own modules in shell and spreads whole packages evenly, the largest first", () => {
    const names = firstLoadChunkNames(modules, 2);
    expect(names.get('/repo/src/web/main.tsx')).toBe('shell');
    expect(names.get('/repo/src/web/app/store.ts')).toBe('shell');
    // big (100) and mid (70) open the two chunks; small (20) and tiny (5) join mid's, the smaller.
    expect(names.get(`${NM}/big/index.js`)).toBe('vendor-0');
    expect(names.get(`${NM}/big/part.js`)).toBe('vendor-0');
    expect(names.get(`${NM}/mid/index.js`)).toBe('vendor-1');
    expect(names.get(`${NM}/@s/small/index.js`)).toBe('vendor-1');
    expect(names.get(`${NM}/tiny/index.js`)).toBe('vendor-1');
  });

  it('names neither the entry (index.html) nor modules only lazy pages load', () => {
    const names = firstLoadChunkNames(modules, 2);
    expect(names.has('/repo/src/web/index.html')).toBe(false);
    expect(names.has('/repo/src/web/pages/map-page.tsx')).toBe(false);
    expect(names.has(`${NM}/leaflet/index.js`)).toBe(false);
  });

  it('with one vendor chunk, every package of the first load is in it', () => {
    const names = firstLoadChunkNames(modules, 1);
    const vendor = [...names].filter(([, name]) => name === 'vendor-0').map(([id]) => packageOf(id));
    expect(new Set(vendor)).toEqual(new Set(['big', 'mid', '@s/small', 'tiny']));
  });
});
