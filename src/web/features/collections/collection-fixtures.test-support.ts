import type { Collection, CollectionRecipe } from '#domain/collection.ts';

/** A collection as the server answers it. */
export const collectionFixture = (id: number, over: Partial<Collection> = {}): Collection => ({
  id,
  name: `Collection ${id}`,
  description: null,
  kind: 'manual',
  filter: null,
  recipeCount: 0,
  createdAt: '2026-12-01T10:00:00.000Z',
  updatedAt: '2026-12-01T10:00:00.000Z',
  ...over,
});

/** A row of GET /api/collections/{id}/recipes. */
export const collectionRecipe = (id: number, name: string, section: string | null = null): CollectionRecipe => ({
  id,
  name,
  img: `/images/recipe-${id}.jpg`,
  servings: 4,
  cookTime: 30,
  isActive: true,
  section,
});
