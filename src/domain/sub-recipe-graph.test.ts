import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkSubRecipeSave } from './sub-recipe-graph.ts';

const edges = (...pairs: [number, number][]) => {
  const map = new Map<number, number[]>();
  for (const [parent, child] of pairs) map.set(parent, [...(map.get(parent) ?? []), child]);
  return map;
};
/** A chain 1 → 2 → … → n. */
const chain = (n: number) => edges(...Array.from({ length: n - 1 }, (_, i): [number, number] => [i + 1, i + 2]));

describe('checkSubRecipeSave', () => {
  it('refuses a recipe that includes itself', () => {
    expect(checkSubRecipeSave(new Map(), 1, [1])).toBe('loop');
  });

  it('refuses A → B → A from either end', () => {
    expect(checkSubRecipeSave(edges([1, 2]), 2, [1])).toBe('loop');
    expect(checkSubRecipeSave(edges([2, 1]), 1, [2])).toBe('loop');
  });

  it('refuses a longer loop, whichever recipe closes it', () => {
    const g = chain(4);
    expect(checkSubRecipeSave(g, 4, [1])).toBe('loop');
    expect(checkSubRecipeSave(g, 3, [4, 2])).toBe('loop');
  });

  it('allows 5 levels and refuses a sixth, saved at the top, the bottom or the middle', () => {
    // 1 → … → 6 is 5 levels.
    expect(checkSubRecipeSave(chain(5), 5, [6])).toBeNull();
    expect(checkSubRecipeSave(edges([2, 3], [3, 4], [4, 5], [5, 6]), 1, [2])).toBeNull();
    expect(checkSubRecipeSave(chain(6), 6, [7])).toBe('depth');
    expect(checkSubRecipeSave(edges([2, 3], [3, 4], [4, 5], [5, 6], [6, 7]), 1, [2])).toBe('depth');
    expect(checkSubRecipeSave(edges([1, 2], [2, 3], [4, 5], [5, 6], [6, 7]), 3, [4])).toBe('depth');
  });

  it('checks a new recipe by what it includes', () => {
    expect(checkSubRecipeSave(chain(5), null, [1])).toBeNull();
    expect(checkSubRecipeSave(chain(6), null, [1])).toBe('depth');
  });

  it('lets a saved recipe drop a link that was there', () => {
    expect(checkSubRecipeSave(edges([1, 2], [2, 3]), 2, [])).toBeNull();
    expect(checkSubRecipeSave(edges([1, 2]), 1, [])).toBeNull();
  });

  it('finds every loop and depth a brute force finds (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 1, max: 7 }), fc.integer({ min: 1, max: 7 })), { maxLength: 10 }),
        fc.integer({ min: 1, max: 7 }),
        fc.array(fc.integer({ min: 1, max: 7 }), { maxLength: 3 }),
        (pairs, saved, children) => {
          // Only stored graphs that passed the check: acyclic and at most 5 levels.
          const stored = edges(...pairs.filter(([p, c]) => p < c));
          if (longest(stored) === Infinity || longest(stored) > 5) return;
          const after = new Map(stored);
          after.set(saved, children);
          const l = longest(after);
          const expected = l === Infinity ? 'loop' : l > 5 ? 'depth' : null;
          expect(checkSubRecipeSave(stored, saved, children)).toBe(expected);
        },
      ),
    );
  });
});

/** The longest chain of edges in the graph, Infinity when it has a loop. */
function longest(g: Map<number, readonly number[]>): number {
  const walk = (id: number, path: number[]): number => {
    if (path.includes(id)) return Infinity;
    let best = 0;
    for (const c of g.get(id) ?? []) best = Math.max(best, 1 + walk(c, [...path, id]));
    return best;
  };
  return Math.max(0, ...[...g.keys()].map((id) => walk(id, [])));
}
