/** The collections module's public entry. */
export { collectionRoutes } from './routes.ts';
export { createCollectionService, type CollectionService } from './service.ts';
export { lockOwner } from './repository.ts';
