import { describe, expect, it } from 'vitest';
import { createCountCache } from './count-cache.ts';

function setup(ttlMs = 1000, maxEntries?: number) {
  let clock = 0;
  const cache = createCountCache({ ttlMs, maxEntries, now: () => clock });
  let loads = 0;
  const load = (value: number) => () => {
    loads++;
    return Promise.resolve(value);
  };
  return { cache, load, loads: () => loads, advance: (ms: number) => (clock += ms) };
}

describe('createCountCache', () => {
  it('reuses a count within its lifetime and reloads after it', async () => {
    const s = setup();
    expect(await s.cache.get('a', s.load(1))).toBe(1);
    s.advance(999);
    expect(await s.cache.get('a', s.load(2))).toBe(1);
    s.advance(1);
    expect(await s.cache.get('a', s.load(3))).toBe(3);
    expect(s.loads()).toBe(2);
  });

  it('keeps keys apart', async () => {
    const s = setup();
    expect(await s.cache.get('a', s.load(1))).toBe(1);
    expect(await s.cache.get('b', s.load(2))).toBe(2);
  });

  it('forgets everything on clear', async () => {
    const s = setup();
    await s.cache.get('a', s.load(1));
    s.cache.clear();
    expect(await s.cache.get('a', s.load(5))).toBe(5);
  });

  it('shares one query between concurrent misses', async () => {
    const s = setup();
    const results = await Promise.all([1, 2, 3].map((n) => s.cache.get('a', s.load(n))));
    expect(results).toEqual([1, 1, 1]);
    expect(s.loads()).toBe(1);
  });

  it('does not remember a failure', async () => {
    const s = setup();
    await expect(s.cache.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await s.cache.get('a', s.load(7))).toBe(7);
  });

  it('drops the oldest entry past the size limit', async () => {
    const s = setup(1000, 2);
    await s.cache.get('a', s.load(1));
    await s.cache.get('b', s.load(2));
    await s.cache.get('c', s.load(3));
    expect(await s.cache.get('b', s.load(20))).toBe(2);
    expect(await s.cache.get('a', s.load(10))).toBe(10);
  });

  it('caches nothing with a zero lifetime', async () => {
    const s = setup(0);
    await s.cache.get('a', s.load(1));
    expect(await s.cache.get('a', s.load(2))).toBe(2);
  });
});
