import { describe, expect, it } from 'vitest';
import { createLoginThrottle } from './login-throttle.ts';

describe('createLoginThrottle', () => {
  it('blocks after the allowed failures until the window ends', () => {
    const throttle = createLoginThrottle(2, 60_000);
    throttle.recordFailure('1.1.1.1', 'cook', 0);
    expect(throttle.retryAfterSeconds('1.1.1.1', 'cook', 1_000)).toBe(0);
    throttle.recordFailure('1.1.1.1', 'COOK', 1_000);
    expect(throttle.retryAfterSeconds('1.1.1.1', 'cook', 1_000)).toBe(59);
    expect(throttle.retryAfterSeconds('1.1.1.1', 'cook', 60_000)).toBe(0);
  });

  it('keeps other usernames and addresses apart', () => {
    const throttle = createLoginThrottle(1);
    throttle.recordFailure('1.1.1.1', 'cook', 0);
    expect(throttle.retryAfterSeconds('1.1.1.1', 'cook', 0)).toBeGreaterThan(0);
    expect(throttle.retryAfterSeconds('1.1.1.1', 'other', 0)).toBe(0);
    expect(throttle.retryAfterSeconds('2.2.2.2', 'cook', 0)).toBe(0);
  });

  it('a success clears the username count', () => {
    const throttle = createLoginThrottle(2);
    throttle.recordFailure('1.1.1.1', 'cook', 0);
    throttle.recordSuccess('1.1.1.1', 'cook');
    throttle.recordFailure('1.1.1.1', 'cook', 0);
    expect(throttle.retryAfterSeconds('1.1.1.1', 'cook', 0)).toBe(0);
  });

  it('limits spraying many usernames from one address at five times the per-user limit', () => {
    const throttle = createLoginThrottle(2);
    for (let i = 0; i < 10; i++) throttle.recordFailure('1.1.1.1', `user${i}`, 0);
    expect(throttle.retryAfterSeconds('1.1.1.1', 'fresh', 0)).toBeGreaterThan(0);
  });

  it('keeps memory bounded', () => {
    const throttle = createLoginThrottle(1, 60_000, 10);
    for (let i = 0; i < 100; i++) throttle.recordFailure(`10.0.0.${i}`, 'cook', 0);
    // The newest windows survive; the oldest were dropped.
    expect(throttle.retryAfterSeconds('10.0.0.99', 'cook', 0)).toBeGreaterThan(0);
    expect(throttle.retryAfterSeconds('10.0.0.0', 'cook', 0)).toBe(0);
  });
});
