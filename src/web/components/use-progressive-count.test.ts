import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useProgressiveCount } from './use-progressive-count.ts';

describe('useProgressiveCount', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const step = () => act(() => vi.advanceTimersByTime(0));

  it('gives the first items at once, then a step more in each later task, up to the total', () => {
    const { result } = renderHook(() => useProgressiveCount(25, 6, 4));
    const seen = [result.current];
    while (result.current < 25 && seen.length < 20) {
      step();
      seen.push(result.current);
    }
    expect(seen).toEqual([6, 10, 14, 18, 22, 25]);
    step();
    expect(result.current).toBe(25);
  });

  it('never gives more than the total, and sets no timer when all fit at once', () => {
    const { result } = renderHook(() => useProgressiveCount(3, 6, 4));
    expect(result.current).toBe(3);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps what is shown when the total grows, and goes on from there', () => {
    const { result, rerender } = renderHook(({ total }) => useProgressiveCount(total, 6, 4), {
      initialProps: { total: 6 },
    });
    expect(result.current).toBe(6);
    rerender({ total: 12 });
    expect(result.current).toBe(6);
    step();
    expect(result.current).toBe(10);
    step();
    expect(result.current).toBe(12);
  });
});
