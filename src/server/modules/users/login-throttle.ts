/**
 * Counts FAILED logins in a fixed one-minute window, per address and username and per address alone
 * (so spraying many usernames from one address is limited too). A successful login clears the
 * address-and-username count, so people and scripts that sign in often are never locked out.
 * In memory, per app instance.
 */
export function createLoginThrottle(maxFailuresPerUser: number, windowMs = 60_000, maxKeys = 50_000) {
  const maxFailuresPerAddress = maxFailuresPerUser * 5;
  const windows = new Map<string, { count: number; resetAt: number }>();

  function current(key: string, now: number) {
    const entry = windows.get(key);
    if (!entry || entry.resetAt <= now) return undefined;
    return entry;
  }

  function bump(key: string, now: number) {
    const entry = current(key, now);
    if (entry) entry.count++;
    else {
      // Bounded memory: drop expired windows, and the oldest ones if that is not enough.
      if (windows.size >= maxKeys) {
        for (const [k, v] of windows) if (v.resetAt <= now) windows.delete(k);
        for (const k of windows.keys()) {
          if (windows.size < maxKeys) break;
          windows.delete(k);
        }
      }
      windows.set(key, { count: 1, resetAt: now + windowMs });
    }
  }

  const userKey = (address: string, username: string) => `${address}|${username.trim().toLowerCase()}`;

  return {
    /** Seconds to wait before this address may try this username again; 0 when it may try now. */
    retryAfterSeconds(address: string, username: string, now = Date.now()): number {
      const limits: [string, number][] = [
        [userKey(address, username), maxFailuresPerUser],
        [address, maxFailuresPerAddress],
      ];
      let wait = 0;
      for (const [key, max] of limits) {
        const entry = current(key, now);
        if (entry && entry.count >= max) wait = Math.max(wait, Math.ceil((entry.resetAt - now) / 1000));
      }
      return wait;
    },
    recordFailure(address: string, username: string, now = Date.now()): void {
      bump(userKey(address, username), now);
      bump(address, now);
    },
    recordSuccess(address: string, username: string): void {
      windows.delete(userKey(address, username));
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
