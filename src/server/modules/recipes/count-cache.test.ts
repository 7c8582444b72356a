import { describe, expect, it } from 'vitest';
import { createCountCache } from './count-cache.ts';

function setup(maxEntries?: number) {
  let version = 1;
  const cache = createCountCache({ version: async () => version, maxEntries });
  let loads = 0;
  const load = (value: number) => () => {
    loads++;
    return Promise.resolve(value);
  };
  return { cache, load, loads: () => loads, bump: () => version++ };
}

describe('createCountCache', () => {
  it('reuses a count while the catalogue version is unchanged, and recounts after a write', async () => {
    const s = setup();
    expect(await s.cache.get('a', s.load(1))).toBe(1);
    expect(await s.cache.get('a', s.load(2))).toBe(1);
    s.bump();
    expect(await s.cache.get('a', s.load(3))).toBe(3);
    expect(s.loads()).toBe(2);
  });

  it('getAt keeps a count under the version the caller read, without reading it again', async () => {
    let reads = 0;
    const cache = createCountCache({ version: async () => ++reads });
    expect(await cache.getAt('a', 7, () => Promise.resolve(1))).toBe(1);
    expect(await cache.getAt('a', 7, () => Promise.resolve(2))).toBe(1);
    expect(await cache.getAt('a', 8, () => Promise.resolve(3))).toBe(3);
    expect(reads).toBe(0);
  });

  it('keeps keys apart', async () => {
    const s = setup();
    expect(await s.cache.get('a', s.load(1))).toBe(1);
    expect(await s.cache.get('b', s.load(2))).toBe(2);
  });

  it('does not remember a failure', async () => {
    const s = setup();
    await expect(s.cache.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await s.cache.get('a', s.load(7))).toBe(7);
  });

  it('drops the oldest entry past the size limit', async () => {
    const s = setup(2);
    await s.cache.get('a', s.load(1));
    await s.cache.get('b', s.load(2));
    await s.cache.get('c', s.load(3));
    expect(await s.cache.get('b', s.load(20))).toBe(2);
    expect(await s.cache.get('a', s.load(10))).toBe(10);
  });
});
