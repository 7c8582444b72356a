/** An entry of a manual collection as the page holds it: the recipe's id and its section. */
interface Entry {
  id: number;
  section: string | null;
}

/**
 * Moves the entry at `index` one place up (-1) or down (+1). Sections stay together: at the edge of its
 * section the entry crosses into the neighbouring one (taking its section) instead of swapping places.
 */
export function moveEntry<T extends Entry>(rows: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (index < 0 || index >= rows.length || target < 0 || target >= rows.length) return [...rows];
  const next = [...rows];
  const moving = next[index];
  const neighbour = next[target];
  if (neighbour.section !== moving.section) {
    next[index] = { ...moving, section: neighbour.section };
    return next;
  }
  next[index] = neighbour;
  next[target] = moving;
  return next;
}

/** Drops the entry at `from` where the entry at `to` is, in that entry's section. */
export function dropEntry<T extends Entry>(rows: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= rows.length || to >= rows.length) return [...rows];
  const next = [...rows];
  const [moving] = next.splice(from, 1);
  next.splice(to, 0, { ...moving, section: rows[to].section });
  return next;
}

/** Consecutive entries of one section: the groups the page shows under their headings. */
export function sectionRuns<T extends Entry>(
  rows: readonly T[],
): { section: string | null; start: number; rows: T[] }[] {
  const runs: { section: string | null; start: number; rows: T[] }[] = [];
  rows.forEach((row, i) => {
    const last = runs[runs.length - 1];
    if (last && last.section === row.section) last.rows.push(row);
    else runs.push({ section: row.section, start: i, rows: [row] });
  });
  return runs;
}

/**
 * The entries with each section's recipes together, sections in the order they first appear (a recipe
 * added to an earlier section is appended last by the server); within a section the saved order holds.
 */
export function groupBySection<T extends Entry>(rows: readonly T[]): T[] {
  const rank = new Map<string | null, number>();
  rows.forEach((row) => {
    if (!rank.has(row.section)) rank.set(row.section, rank.size);
  });
  return rows
    .map((row, i) => ({ row, i }))
    .sort((a, b) => rank.get(a.row.section)! - rank.get(b.row.section)! || a.i - b.i)
    .map(({ row }) => row);
}
