import { describe, expect, it, vi } from 'vitest';
import { createTtlCache } from './ttl-cache.ts';

describe('createTtlCache', () => {
  const clock = () => {
    let now = 0;
    return { now: () => now, advance: (ms: number) => (now += ms) };
  };

  it('keeps an answer for ttlMs, then loads again', async () => {
    const time = clock();
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 10, now: time.now });
    const load = vi.fn(async () => 42);
    expect(await cache.getOrLoad('k', load)).toBe(42);
    time.advance(999);
    expect(await cache.getOrLoad('k', load)).toBe(42);
    expect(load).toHaveBeenCalledTimes(1);
    time.advance(1);
    await cache.getOrLoad('k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load between concurrent callers', async () => {
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 10 });
    let resolve: (value: number) => void = () => {};
    const load = vi.fn(() => new Promise<number>((r) => (resolve = r)));
    const both = Promise.all([cache.getOrLoad('k', load), cache.getOrLoad('k', load)]);
    resolve(1);
    expect(await both).toEqual([1, 1]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('never keeps a failure', async () => {
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 10 });
    await expect(cache.getOrLoad('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.getOrLoad('k', async () => 2)).toBe(2);
  });

  it('drops the oldest entry past maxEntries', async () => {
    const cache = createTtlCache<string>({ ttlMs: 1000, maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) await cache.getOrLoad(key, async () => key);
    expect(cache.size).toBe(2);
    const load = vi.fn(async () => 'again');
    expect(await cache.getOrLoad('a', load)).toBe('again');
  });

  it('caches nothing when ttlMs is 0', async () => {
    const cache = createTtlCache<number>({ ttlMs: 0, maxEntries: 10 });
    const load = vi.fn(async () => 1);
    await cache.getOrLoad('k', load);
    await cache.getOrLoad('k', load);
    cache.set('x', 1);
    expect(load).toHaveBeenCalledTimes(2);
    expect(cache.size).toBe(0);
  });
});
