/** The households module's public entry: who shares whose list and plan, sharing, and live list events. */
export { createHouseholdService, type HouseholdService } from './service.ts';
export { deleteHouseholdMember, insertHouseholdMember } from './repository.ts';
export { createSharingService, type SharedLists, type SharingService } from './sharing-service.ts';
export {
  createListEventHub,
  LIST_CHANNEL,
  publishListChange,
  publishMembersMoved,
  type ListEventHub,
} from './list-events.ts';
export { householdRoutes } from './routes.ts';
