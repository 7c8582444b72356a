import type { Db } from '../../db/client.ts';
import type { HouseholdService } from '../households/index.ts';
import type { PantryService } from '../pantry/index.ts';
import { createCookLogRepository } from './repository.ts';
import { createCookLogService } from './service.ts';

/** The cook-log service on its repository. */
export const createCookLog = (deps: {
  db: Db;
  households: HouseholdService;
  pantry: PantryService;
  now?: () => Date;
}) => createCookLogService({ ...deps, repo: createCookLogRepository(deps.db), now: deps.now ?? (() => new Date()) });
