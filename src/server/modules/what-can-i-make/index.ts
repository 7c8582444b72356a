import type { Db } from '../../db/client.ts';
import type { HouseholdService } from '../households/index.ts';
import { createWhatCanIMakeRepository } from './repository.ts';
import { createWhatCanIMakeService } from './service.ts';

/** The "what can I make" module's public entry (docs/api/kitchen-loop.md, "What can I make"). */
export { whatCanIMakeRoutes } from './routes.ts';

export const createWhatCanIMake = (db: Db, households: HouseholdService) =>
  createWhatCanIMakeService({ db, repo: createWhatCanIMakeRepository(db), households });
