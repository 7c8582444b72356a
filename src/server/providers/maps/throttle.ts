/**
 * Spaces the starts of tasks at least `minIntervalMs` apart, in call order (Nominatim allows one request
 * a second). A task that would wait longer than `maxWaitMs` is refused with `onBusy()` instead of
 * queueing without bound.
 */
export function createThrottle(options: { minIntervalMs: number; maxWaitMs: number; onBusy: () => Error }) {
  let nextSlot = 0;
  return async function schedule<T>(task: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const slot = Math.max(now, nextSlot);
    if (slot - now > options.maxWaitMs) throw options.onBusy();
    nextSlot = slot + options.minIntervalMs;
    if (slot > now) await new Promise((resolve) => setTimeout(resolve, slot - now));
    return task();
  };
}

export type Throttle = ReturnType<typeof createThrottle>;
