import type { FullRecipe, RecipeListRow, RecipePayload } from '#domain/recipe.ts';
import type { User } from '#domain/user.ts';
import { api } from '../../app/api.ts';

/** A page of a list endpoint. */
export interface Paged<T> {
  rows: T[];
  count: number;
}

/** Filters of the admin recipe table. */
export interface AdminRecipeQuery {
  page: number;
  cuisine: string;
  restriction: string;
  active: 'yes' | 'no' | 'both';
}

/** GET /api/user/all: a page of users, sorted by last name when asked. */
export const fetchUserPage = (page: number, sort: boolean) =>
  api<Paged<User>>('/api/user/all', { query: { page, sort: sort ? 'true' : undefined } });

/** GET /api/recipes with the admin filters; active is omitted for 'both' (spec §7), the server's admin default. */
export const fetchAdminRecipes = (query: AdminRecipeQuery, signal?: AbortSignal) =>
  api<Paged<RecipeListRow>>('/api/recipes', {
    signal,
    query: {
      page: query.page,
      cuisine: query.cuisine === 'all' ? undefined : query.cuisine,
      restriction: query.restriction === 'all' ? undefined : query.restriction,
      active: query.active === 'both' ? undefined : query.active,
    },
  });

export const fetchRecipe = (id: number | string, signal?: AbortSignal) =>
  api<FullRecipe>(`/api/recipes/${encodeURIComponent(id)}`, { signal });

export const addRecipe = (payload: RecipePayload) =>
  api<FullRecipe>('/api/recipes/add-recipe', { method: 'POST', body: payload });

export const updateRecipe = (id: number | string, payload: RecipePayload) =>
  api<FullRecipe>(`/api/recipes/${encodeURIComponent(id)}`, { method: 'PUT', body: payload });
