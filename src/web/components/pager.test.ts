import { describe, expect, it } from 'vitest';
import { pageParam, pagerState } from './pager.tsx';

describe('pagerState', () => {
  it('disables Prev on page 1', () => expect(pagerState(1, 100).hasPrev).toBe(false));
  it('enables Prev after page 1', () => expect(pagerState(2, 100).hasPrev).toBe(true));
  it('disables Next when page × 25 reaches the total', () => {
    expect(pagerState(2, 50).hasNext).toBe(false);
    expect(pagerState(2, 51).hasNext).toBe(true);
    expect(pagerState(1, 0).hasNext).toBe(false);
  });
  it('counts pages', () => expect(pagerState(1, 51).pageCount).toBe(3));
});

describe('pageParam', () => {
  it('reads positive whole numbers and falls back to 1', () => {
    expect(pageParam('3')).toBe(3);
    expect(pageParam(null)).toBe(1);
    expect(pageParam('0')).toBe(1);
    expect(pageParam('abc')).toBe(1);
  });
});
