import type { Db } from '../../db/client.ts';
import type { HouseholdService } from '../households/index.ts';
import { createPantryRepository } from './repository.ts';
import { createPantryService, type FoodsChanged } from './service.ts';

/** The pantry service on its repository; `foodsChanged` hears of every write of a household's pantry. */
export const createPantry = (db: Db, households: HouseholdService, foodsChanged?: FoodsChanged) =>
  createPantryService({ db, repo: createPantryRepository(db), households, foodsChanged });
