import { describe, expect, it } from 'vitest';
import { createViewLimit } from './view-limit.ts';

describe('the per-token limit of share pages', () => {
  it('allows `max` requests a window per token, then refuses with the seconds left; a new window allows again', () => {
    let now = 1_000_000;
    const limit = createViewLimit(2, () => now);
    expect(limit.hit('a').allowed).toBe(true);
    now += 20_000;
    expect(limit.hit('a').allowed).toBe(true);
    const refused = limit.hit('a');
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 40 });
    expect(limit.hit('b').allowed).toBe(true);
    now += 40_000;
    expect(limit.hit('a').allowed).toBe(true);
  });
});
