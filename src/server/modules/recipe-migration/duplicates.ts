/** A name compared case- and accent-insensitively. */
export const nameKey = (name: string) =>
  name.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en').replace(/\s+/g, ' ').trim();

interface Known {
  id: number;
  url: string | null;
}

/**
 * The catalogue's recipes and those imported so far: two are the same when both have a source address
 * and the addresses are equal, or, when either has none, when their names are equal.
 */
export function createDuplicateIndex(existing: { id: number; name: string; url: string | null }[]) {
  const byUrl = new Map<string, number>();
  const byName = new Map<string, Known[]>();
  const add = (r: { id: number; name: string; url: string | null }) => {
    if (r.url) byUrl.set(r.url, r.id);
    const k = nameKey(r.name);
    byName.set(k, [...(byName.get(k) ?? []), { id: r.id, url: r.url }]);
  };
  existing.forEach(add);
  return {
    add,
    /** The id of the recipe this one duplicates, with why; null when it is new. */
    find(name: string, url: string | null): { id: number; why: string } | null {
      if (url && byUrl.has(url)) return { id: byUrl.get(url)!, why: 'a recipe with the same source address' };
      const same = (byName.get(nameKey(name)) ?? []).find((k) => !url || !k.url);
      return same ? { id: same.id, why: 'a recipe of the same name' } : null;
    },
    /** "Name (2)", or the next number free. */
    freeName(name: string): string {
      for (let n = 2; ; n++) {
        const candidate = `${name} (${n})`;
        if (!byName.has(nameKey(candidate))) return candidate;
      }
    },
  };
}
