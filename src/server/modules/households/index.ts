/** The households module's public entry: who shares whose list and plan, and sharing. */
export { createHouseholdService, type HouseholdService } from './service.ts';
export { deleteHouseholdMember, insertHouseholdMember } from './repository.ts';
export { createSharingService } from './sharing-service.ts';
export { HOUSEHOLD_CHANGES_CHANNEL, type MemberMove } from './household-events.ts';
export { householdRoutes } from './routes.ts';
export { householdSettingsRoutes } from './settings-routes.ts';
