/** The households module's public entry: who shares whose list and plan. */
export { createHouseholdService, type HouseholdService } from './service.ts';
export { deleteHouseholdMember, insertHouseholdMember } from './repository.ts';
