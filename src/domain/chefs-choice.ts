import type { ChefsChoiceInput } from './recipe.ts';

/** Servings the picks must reach: people × meals (spec §4). */
export function chefsChoiceTarget(input: Pick<ChefsChoiceInput, 'people' | 'meals'>): number {
  return input.people * input.meals;
}

export interface Picks<T> {
  picked: T[];
  totalServings: number;
  /** The candidates ran out before the total reached the target. */
  insufficient: boolean;
}

/**
 * The picking rule of spec §4 over candidates already in random order: take them one by one, without
 * repeats, until the servings reach the target or the candidates run out.
 */
export function takeUntilTarget<T extends { id: number; servings: number }>(ordered: T[], target: number): Picks<T> {
  const picked: T[] = [];
  const seen = new Set<number>();
  let totalServings = 0;
  for (const candidate of ordered) {
    if (totalServings >= target) break;
    if (seen.has(candidate.id)) continue;
    seen.add(candidate.id);
    picked.push(candidate);
    totalServings += candidate.servings;
  }
  return { picked, totalServings, insufficient: totalServings < target };
}
