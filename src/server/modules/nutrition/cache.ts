/**
 * Computed nutrition per recipe, in this process. An entry is kept under the catalogue's version read with
 * the session before it was computed (as recipes/page-cache.ts does), so any recipe, line or sub-recipe
 * written on any instance makes it miss; `drop` and `clear` take out what a NOTIFY says changed (an
 * override, the food matches). The least recently used entry goes first.
 */
export function createNutritionCache<T>(maxEntries: number) {
  const entries = new Map<number, { stamp: number; value: Promise<T> }>();
  return {
    /** The entry of `id` made at `stamp`, else `make()`'s, kept; requests meanwhile share it; a failure is not kept. */
    get(id: number, stamp: number, make: () => Promise<T>): Promise<T> {
      const hit = entries.get(id);
      if (hit && hit.stamp === stamp) {
        entries.delete(id);
        entries.set(id, hit);
        return hit.value;
      }
      const value = make();
      entries.delete(id);
      entries.set(id, { stamp, value });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      value.catch(() => {
        if (entries.get(id)?.value === value) entries.delete(id);
      });
      return value;
    },
    /** Forgets one recipe; a computation still running is not kept either. */
    drop(id: number) {
      entries.delete(id);
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
