/**
 * List counts, reused while the catalogue's version in the database is unchanged. Counting 100,000 rows
 * costs milliseconds on every request, while the total only changes when an admin edits the catalogue.
 * The version is read on every call (one primary-key row), so a write acknowledged on any instance
 * shows in the next count everywhere: no per-process staleness (issue 21). See docs/decisions/security.md.
 */
export function createCountCache(options: { version: () => Promise<number>; maxEntries?: number }) {
  const maxEntries = options.maxEntries ?? 500;
  const entries = new Map<string, { version: number; value: Promise<number> }>();

  return {
    async get(key: string, load: () => Promise<number>): Promise<number> {
      // Read before counting, so a count is never older than the version it is kept under.
      const version = await options.version();
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
    },
  };
}
export type CountCache = ReturnType<typeof createCountCache>;
