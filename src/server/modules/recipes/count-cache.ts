/**
 * List counts, reused while the catalogue's version in the database is unchanged. Counting 100,000 rows
 * costs milliseconds on every request, while the total only changes when an admin edits the catalogue.
 * The version is read on every call (one primary-key row), so a write acknowledged on any instance
 * shows in the next count everywhere: no per-process staleness. See docs/decisions/security.md.
 */
export function createCountCache(options: { version: () => Promise<number>; maxEntries?: number }) {
  const maxEntries = options.maxEntries ?? 500;
  const entries = new Map<string, { version: number; value: Promise<number> }>();

  /** The count at `version`, which the caller read before asking (so a count is never older than it). */
  function getAt(key: string, version: number, load: () => Promise<number>): Promise<number> {
    const hit = entries.get(key);
    if (hit && hit.version === version) return hit.value;
    const value = load();
    entries.set(key, { version, value });
    // A failed query is not remembered.
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    return value;
  }

  return {
    /** Reads the version, then the count kept under it or a new one. */
    async get(key: string, load: () => Promise<number>): Promise<number> {
      return getAt(key, await options.version(), load);
    },
    /**
     * For a caller that has read the version already, in the same statement as its page (one round
     * trip fewer on every list request).
     */
    getAt,
    /** The last count kept under a key, of whatever version: a hint for choosing a query plan, never an answer. */
    peek(key: string): Promise<number> | undefined {
      return entries.get(key)?.value;
    },
  };
}
