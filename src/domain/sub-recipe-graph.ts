import { MAX_SUB_RECIPE_DEPTH } from './sub-recipe-expansion.ts';

/** Which recipes each recipe includes directly: recipe id → its sub-recipe ids. */
export type SubRecipeEdges = ReadonlyMap<number, readonly number[]>;

export type GraphProblem = 'loop' | 'depth';

/**
 * Whether saving `savedId` (null for a new recipe) with these sub-recipes would make a recipe include
 * itself ('loop') or put a recipe more than MAX_SUB_RECIPE_DEPTH levels below another ('depth'), whichever
 * end of a chain is saved. `edges` is the graph as stored; the saved recipe's own edges are replaced.
 */
export function checkSubRecipeSave(
  edges: SubRecipeEdges,
  savedId: number | null,
  children: readonly number[],
): GraphProblem | null {
  const self = savedId ?? Number.NaN;
  const childrenOf = (id: number): readonly number[] => (id === self ? children : (edges.get(id) ?? []));

  // Levels below each recipe; a recipe met again on its own path is a loop.
  const below = new Map<number, number>();
  const onPath = new Set<number>();
  let loop = false;
  const depthBelow = (id: number): number => {
    const known = below.get(id);
    if (known !== undefined) return known;
    if (onPath.has(id)) {
      loop = true;
      return 0;
    }
    onPath.add(id);
    let levels = 0;
    for (const child of childrenOf(id)) levels = Math.max(levels, 1 + depthBelow(child));
    onPath.delete(id);
    below.set(id, levels);
    return levels;
  };
  const levelsBelow = savedId === null ? Math.max(0, ...children.map((c) => 1 + depthBelow(c))) : depthBelow(self);
  if (loop) return 'loop';

  // Levels above: the longest chain of recipes that include the saved one.
  const parents = new Map<number, number[]>();
  for (const [parent, subs] of edges) {
    if (parent === self) continue;
    for (const sub of subs) parents.set(sub, [...(parents.get(sub) ?? []), parent]);
  }
  const above = new Map<number, number>();
  const seen = new Set<number>();
  const depthAbove = (id: number): number => {
    const known = above.get(id);
    if (known !== undefined) return known;
    if (seen.has(id)) return 0;
    seen.add(id);
    let levels = 0;
    for (const parent of parents.get(id) ?? []) levels = Math.max(levels, 1 + depthAbove(parent));
    above.set(id, levels);
    return levels;
  };
  const levelsAbove = savedId === null ? 0 : depthAbove(self);
  return levelsAbove + levelsBelow > MAX_SUB_RECIPE_DEPTH ? 'depth' : null;
}
