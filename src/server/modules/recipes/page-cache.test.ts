import { describe, expect, it } from 'vitest';
import { createPageCache } from './page-cache.ts';

describe('createPageCache', () => {
  const made = (value: string) => () => Promise.resolve(value);

  it('answers from the cache only at the stamp an answer was kept under', async () => {
    const cache = createPageCache<string>(10);
    expect(await cache.get('page 1', '7', made('rows at 7'))).toBe('rows at 7');
    expect(await cache.get('page 1', '7', made('made again'))).toBe('rows at 7');
    expect(await cache.get('page 2', '7', made('page 2 at 7'))).toBe('page 2 at 7');
    expect(await cache.get('page 1', '8', made('rows at 8'))).toBe('rows at 8');
    expect(await cache.get('page 1', '7', made('rows at 7 again'))).toBe('rows at 7 again');
  });

  it('makes an answer once for the requests that ask while it is being made', async () => {
    const cache = createPageCache<string>(10);
    let calls = 0;
    const make = async () => {
      calls++;
      await new Promise((resolve) => setImmediate(resolve));
      return 'page';
    };
    expect(await Promise.all([cache.get('k', '1', make), cache.get('k', '1', make)])).toEqual(['page', 'page']);
    expect(calls).toBe(1);
  });

  it('does not keep a failure', async () => {
    const cache = createPageCache<string>(10);
    await expect(cache.get('k', '1', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', '1', made('page'))).toBe('page');
  });

  it('keeps nothing at size 0', async () => {
    const cache = createPageCache<string>(0);
    expect(await cache.get('k', '1', made('first'))).toBe('first');
    expect(await cache.get('k', '1', made('second'))).toBe('second');
    expect(cache.size).toBe(0);
  });

  it('drops the least recently used answer past its size', async () => {
    const cache = createPageCache<string>(2);
    await cache.get('a', '1', made('a'));
    await cache.get('b', '1', made('b'));
    await cache.get('a', '1', made('a again'));
    await cache.get('c', '1', made('c'));
    expect(cache.size).toBe(2);
    expect(await cache.get('a', '1', made('a again'))).toBe('a');
    expect(await cache.get('b', '1', made('b again'))).toBe('b again');
  });
});
