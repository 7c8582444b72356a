import { RateLimitedError, type RateLimiter } from './rate-limit-repository.ts';

/** A counted attempt; call `succeeded` when the password was right. */
export interface LoginAttempt {
  allowed: boolean;
  retryAfterSeconds: number;
  succeeded(): Promise<void>;
}

/**
 * Login attempts per address and username (`max` a minute) and per address alone (5 × max, so spraying
 * many usernames from one address is limited too). Every attempt is counted before its password is
 * checked; a right password clears the address-and-username count and gives its address hit back, so
 * people who sign in often are never locked out, while a locked username stays locked for the window
 * whatever password comes next. A refused attempt is not counted.
 */
export function createLoginThrottle(limiter: RateLimiter, max: number) {
  return {
    async attempt(address: string, username: string): Promise<LoginAttempt> {
      const userKey = `login|${address}|${username.trim().toLowerCase()}`;
      const addressKey = `login|${address}`;
      const reservation = await limiter.hit([
        { key: userKey, max },
        { key: addressKey, max: max * 5 },
      ]);
      // A refused attempt checks no password, so it gives its hits back: otherwise a burst of refused
      // tries (a household's devices, a retry loop) would keep an address over its limit all window.
      if (!reservation.allowed) {
        for (const key of [userKey, addressKey]) await limiter.giveBack(key, reservation.windows.get(key)!);
      }
      return {
        allowed: reservation.allowed,
        retryAfterSeconds: reservation.retryAfterSeconds,
        async succeeded() {
          await limiter.clear(userKey);
          await limiter.giveBack(addressKey, reservation.windows.get(addressKey)!);
        },
      };
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

/**
 * Sign-up and the availability check share one count per address: both answer whether a username or
 * e-mail is taken, so a separate limit on each would double what can be enumerated.
 */
export function createAccountLookupLimit(limiter: RateLimiter, max: number) {
  return {
    /** Counts one lookup; throws 429 beyond the limit. */
    async count(address: string): Promise<void> {
      const { allowed, retryAfterSeconds } = await limiter.hit([{ key: `account-lookup|${address}`, max }]);
      if (!allowed) {
        throw new RateLimitedError(
          retryAfterSeconds,
          `Too many sign-ups and name checks from your address. Try again in ${retryAfterSeconds} seconds.`,
        );
      }
    },
  };
}
export type AccountLookupLimit = ReturnType<typeof createAccountLookupLimit>;
