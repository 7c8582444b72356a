import { vi } from 'vitest';
import type { FullRecipe, RecipeListRow } from '#domain/recipe.ts';
import type { RootState } from '../../../app/store.ts';

/** Test data and a fetch stub shared by the recipe, list and profile tests. */
export function fullRecipe(id: number, overrides: Partial<FullRecipe> = {}): FullRecipe {
  return {
    id,
    name: `recipe number ${id}`,
    img: `/images/recipe-${id}.jpg`,
    servings: 4,
    cookTime: 30,
    isActive: true,
    url: `https://example.com/recipes/${id}`,
    cuisines: [{ name: 'american' }],
    restrictions: [],
    appliances: [{ name: 'oven' }],
    lineItems: [
      { id: id * 10 + 1, qty: 1.5, measurement: 'cups', ingredient: { name: 'all-purpose flour' } },
      { id: id * 10 + 2, qty: 2, measurement: 'whole', ingredient: { name: 'eggs' } },
      { id: id * 10 + 3, qty: 1, measurement: 'to taste', ingredient: { name: 'sea salt' } },
    ],
    ...overrides,
  };
}

export function listRow(id: number, overrides: Partial<RecipeListRow> = {}): RecipeListRow {
  const { id: _id, name, img, servings, cookTime, isActive, cuisines, restrictions } = fullRecipe(id);
  return { id, name, img, servings, cookTime, isActive, cuisines, restrictions, ...overrides };
}

export const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

export type Route = (url: URL, init: RequestInit) => Response | Promise<Response> | undefined;

/** Stubs fetch with a router; unknown calls answer 404. */
export function stubFetch(route: Route) {
  const mock = vi.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    return (await route(url, init)) ?? json(404, { error: `no route for ${url.pathname}` });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** The JSON body a stubbed call was made with. */
export const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as unknown;

/** The store's state, typed (the store's own type can widen to any while slices import each other). */
export const stateOf = (store: { getState(): unknown }) => store.getState() as RootState;
