/**
 * Requests a minute per share token, counted in this process: a fixed window of 60 s from a token's first
 * request. In memory on purpose (docs/decisions/shares.md): the public pages are the one place anyone can
 * send any path, and a counter row per guessed token would let a stranger make the database write on
 * every request. With several instances the limit holds per instance.
 */
export function createViewLimit(max: number, now: () => number = Date.now, windowMs = 60_000) {
  const windows = new Map<string, { start: number; count: number }>();
  let sincePurge = 0;

  function purge(at: number) {
    for (const [key, window] of windows) if (at - window.start >= windowMs) windows.delete(key);
  }

  return {
    /** Counts one request; `allowed` false beyond `max` in the window, with the seconds it has left. */
    hit(key: string): { allowed: boolean; retryAfterSeconds: number } {
      const at = now();
      if (++sincePurge >= 1000) {
        sincePurge = 0;
        purge(at);
      }
      let window = windows.get(key);
      if (!window || at - window.start >= windowMs) windows.set(key, (window = { start: at, count: 0 }));
      window.count++;
      const retryAfterSeconds = Math.max(1, Math.ceil((window.start + windowMs - at) / 1000));
      return { allowed: window.count <= max, retryAfterSeconds };
    },
  };
}
