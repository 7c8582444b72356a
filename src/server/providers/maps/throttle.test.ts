import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createThrottle } from './throttle.ts';

describe('createThrottle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts tasks at least minIntervalMs apart, in call order', async () => {
    const throttle = createThrottle({ minIntervalMs: 1000, maxWaitMs: 10_000, onBusy: () => new Error('busy') });
    const starts: Array<[string, number]> = [];
    const task = (name: string) => async () => {
      starts.push([name, Date.now()]);
      return name;
    };
    const t0 = Date.now();
    const all = Promise.all([throttle(task('a')), throttle(task('b')), throttle(task('c'))]);
    await vi.advanceTimersByTimeAsync(2500);
    expect(await all).toEqual(['a', 'b', 'c']);
    expect(starts.map(([name, at]) => [name, at - t0])).toEqual([
      ['a', 0],
      ['b', 1000],
      ['c', 2000],
    ]);
  });

  it('does not wait when the last task started long enough ago', async () => {
    const throttle = createThrottle({ minIntervalMs: 1000, maxWaitMs: 10_000, onBusy: () => new Error('busy') });
    await throttle(async () => 1);
    await vi.advanceTimersByTimeAsync(1500);
    const t1 = Date.now();
    let startedAt = 0;
    await throttle(async () => {
      startedAt = Date.now();
    });
    expect(startedAt).toBe(t1);
  });

  it('refuses a task that would wait longer than maxWaitMs', async () => {
    const throttle = createThrottle({ minIntervalMs: 1000, maxWaitMs: 1500, onBusy: () => new Error('busy') });
    const first = throttle(async () => 1);
    const second = throttle(async () => 2);
    await expect(throttle(async () => 3)).rejects.toThrow('busy');
    await vi.advanceTimersByTimeAsync(1000);
    expect(await Promise.all([first, second])).toEqual([1, 2]);
  });
});
