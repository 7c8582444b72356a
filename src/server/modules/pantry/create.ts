import type { Db } from '../../db/client.ts';
import type { HouseholdService } from '../households/index.ts';
import { createPantryRepository } from './repository.ts';
import { createPantryService } from './service.ts';

/** The pantry service on its repository. */
export const createPantry = (db: Db, households: HouseholdService) =>
  createPantryService({ db, repo: createPantryRepository(db), households });
