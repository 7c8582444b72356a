import type { Appliance, Cuisine, Restriction } from '#domain/constants.ts';
import type { ChefsChoiceInput, RecipeListQuery } from '#domain/recipe.ts';
import type { SessionUser } from '../sessions/index.ts';
import type { RecipeFilter } from './list-repository.ts';
import type { ChefsChoiceFilter } from './picks-repository.ts';

const cookTimeBound = (value: 'all' | '30' | '60' | undefined) =>
  value === '30' || value === '60' ? Number(value) : undefined;

/** Chef's choice's candidate rules from its input's filters, for a user (the meal plan's fill uses it too). */
export function chefsChoiceFilter(
  input: Pick<ChefsChoiceInput, 'restrictions' | 'cuisines' | 'appliances' | 'cookTime'>,
  userId: number,
): ChefsChoiceFilter {
  return {
    restrictions: input.restrictions ?? [],
    cuisines: input.cuisines ?? [],
    appliances: input.appliances ?? [],
    maxCookTime: cookTimeBound(input.cookTime),
    excludeDislikedBy: userId,
  };
}

/** The list filter for a caller: only admins may widen `active` beyond 'yes' (silently for others). */
export function listFilterFor(query: RecipeListQuery, user: Pick<SessionUser, 'isAdmin'>): RecipeFilter {
  const tag = <T extends string>(value: string | undefined) => (value && value !== 'all' ? (value as T) : undefined);
  return {
    active: user.isAdmin ? (query.active ?? 'both') : 'yes',
    cuisine: tag<Cuisine>(query.cuisine),
    restriction: tag<Restriction>(query.restriction),
    appliance: tag<Appliance>(query.appliance),
    maxCookTime: cookTimeBound(query.cookTime),
    q: query.q ? query.q : undefined,
  };
}

/** `missingMax` of a list query (`cookNow=true` is 0), or undefined when the list ignores the pantry. */
export const missingMaxOf = (query: RecipeListQuery) => (query.cookNow === 'true' ? 0 : query.missingMax);
