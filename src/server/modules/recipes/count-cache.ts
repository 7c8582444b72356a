/**
 * A small time-bounded memo for list counts. Counting 100,000 rows costs milliseconds on every request,
 * while the total only changes when an admin edits the catalogue; see docs/decisions/recipes.md.
 * Concurrent misses for one key share a single query.
 */
export function createCountCache(options: { ttlMs: number; maxEntries?: number; now?: () => number }) {
  const maxEntries = options.maxEntries ?? 500;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { expires: number; value: Promise<number> }>();

  return {
    get(key: string, load: () => Promise<number>): Promise<number> {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.value;
      if (hit) entries.delete(key);
      if (options.ttlMs <= 0) return load();
      const value = load();
      entries.set(key, { expires: now() + options.ttlMs, value });
      const forget = () => {
        if (entries.get(key)?.value === value) entries.delete(key);
      };
      // A failed query is not remembered. (clear() drops entries still in flight, so a count that
      // raced with a write is not kept either.)
      value.catch(forget);
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return value;
    },
    /** Forgets everything, after a write to the catalogue. */
    clear() {
      entries.clear();
    },
  };
}
export type CountCache = ReturnType<typeof createCountCache>;
