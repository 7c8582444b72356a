import { describe, expect, it } from 'vitest';
import { createPageCache } from './page-cache.ts';

describe('createPageCache', () => {
  it('answers only at the stamp an answer was kept under', () => {
    const cache = createPageCache<string>(10);
    cache.set('page 1', '7', 'rows at 7');
    expect(cache.get('page 1', '7')).toBe('rows at 7');
    expect(cache.get('page 1', '8')).toBeUndefined();
    expect(cache.get('page 2', '7')).toBeUndefined();
    cache.set('page 1', '8', 'rows at 8');
    expect(cache.get('page 1', '7')).toBeUndefined();
    expect(cache.get('page 1', '8')).toBe('rows at 8');
  });

  it('drops the least recently used answer past its size', () => {
    const cache = createPageCache<number>(2);
    cache.set('a', '1', 1);
    cache.set('b', '1', 2);
    expect(cache.get('a', '1')).toBe(1);
    cache.set('c', '1', 3);
    expect(cache.size).toBe(2);
    expect(cache.get('b', '1')).toBeUndefined();
    expect(cache.get('a', '1')).toBe(1);
    expect(cache.get('c', '1')).toBe(3);
  });
});
