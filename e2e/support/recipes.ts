import { expect, type APIRequestContext } from '@playwright/test';
import { apiLogin, authHeader, E2E_ADMIN } from './session.ts';

/** A recipe of the e2e admin's, with exactly these lines; resolves with its id. */
export async function createRecipe(request: APIRequestContext, name: string, ingredients: object[]) {
  const admin = await apiLogin(request, E2E_ADMIN.username, E2E_ADMIN.password);
  const res = await request.post('/api/recipes/add-recipe', {
    headers: authHeader(admin),
    data: {
      recipeDetails: {
        name,
        url: 'https://www.example.com/r',
        img: '/images/cuisines/soup.svg',
        servings: 4,
        cookTime: 20,
      },
      cuisines: ['soup'],
      restrictions: [],
      appliances: ['stovetop'],
      ingredients,
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { id: number }).id;
}
