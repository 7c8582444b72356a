/**
 * Answers kept under the versions of the data they were made from (the catalogue's, and for a list that
 * hides dislikes the user's dislikes). Those versions are read with the session, in the same statement
 * (sessions/repository.ts), so an answer is reused only while the database still holds the data it was
 * made from: a write acknowledged on any instance changes the version, and the next request on every
 * instance misses. An answer is stored under the versions read before its own queries ran, so it is never
 * older than them. The least recently used answer goes first.
 */
export function createPageCache<T>(maxEntries: number) {
  const entries = new Map<string, { stamp: string; value: Promise<T> }>();
  return {
    /**
     * The answer kept under `key` if it was made at `stamp`, else `make()`'s, kept. Requests that arrive
     * while it is being made share it; a failure is not kept.
     */
    get(key: string, stamp: string, make: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.stamp === stamp) {
        entries.delete(key);
        entries.set(key, hit);
        return hit.value;
      }
      const value = make();
      entries.delete(key);
      entries.set(key, { stamp, value });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    get size() {
      return entries.size;
    },
  };
}
