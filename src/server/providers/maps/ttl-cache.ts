/**
 * A small in-memory cache of answers with a time to live and a size bound (oldest entry out first).
 * Concurrent loads of one key share one request; failures are never kept.
 */
export function createTtlCache<V>(options: { ttlMs: number; maxEntries: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: Promise<V>; expires: number }>();

  function evictOverflow() {
    while (entries.size > options.maxEntries) {
      const oldest = entries.keys().next().value as string;
      entries.delete(oldest);
    }
  }

  return {
    /** The cached answer for `key`, or the result of `load()` (kept for ttlMs when it succeeds). */
    getOrLoad(key: string, load: () => Promise<V>): Promise<V> {
      if (options.ttlMs <= 0) return load();
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.value;
      entries.delete(key);
      const value = load();
      // Until it settles the entry never expires, so concurrent callers share it.
      const entry = { value, expires: Number.POSITIVE_INFINITY };
      entries.set(key, entry);
      evictOverflow();
      value.then(
        () => {
          entry.expires = now() + options.ttlMs;
        },
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      return value;
    },
    /** Stores a known answer, e.g. a place's location learnt from an autocomplete answer. */
    set(key: string, value: V) {
      if (options.ttlMs <= 0) return;
      entries.delete(key);
      entries.set(key, { value: Promise.resolve(value), expires: now() + options.ttlMs });
      evictOverflow();
    },
    get size() {
      return entries.size;
    },
  };
}
