import type { ExpandedIngredients } from '#domain/sub-recipe-api.ts';
import type { Db } from '../../db/client.ts';
import type { FoodLookup } from './food-lookup.ts';
import type { HouseholdService } from '../households/index.ts';
import { createCostService } from './cost-service.ts';
import { createPriceRepository } from './repository.ts';
import { createPriceService } from './service.ts';

/** The prices and the costs they give, on one repository. */
export function createPriceServices(
  db: Db,
  deps: {
    foods: FoodLookup;
    households: HouseholdService;
    ingredients: (recipeId: number) => Promise<ExpandedIngredients>;
    currency: string;
  },
) {
  const repo = createPriceRepository(db);
  return { prices: createPriceService({ repo, ...deps }), costs: createCostService({ repo, ...deps }) };
}
