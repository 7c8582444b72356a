import type { FullRecipe, RecipeListRow } from '#domain/recipe.ts';
import type { Suggestion } from '#domain/suggestion.ts';
import type { Me, User } from '#domain/user.ts';

/** Test data shaped as the server answers it; the fakes check each body against the domain schemas. */
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

/** A user as GET /api/user/me answers. */
export const meFixture = (over: Partial<Me> = {}): Me => ({
  id: 7,
  username: 'homecook',
  firstName: 'Hannah',
  lastName: 'Cook',
  email: 'hannah@example.com',
  phoneNum: '5551234567',
  gender: 'female',
  isAdmin: false,
  isLogged: true,
  ...over,
});

/** A suggestion as the suggestion routes answer it. */
export const suggestionFixture = (id: number, over: Partial<Suggestion> = {}): Suggestion => ({
  id,
  url: `https://example.com/idea-${id}`,
  status: 'Pending',
  adminResponse: '',
  createdAt: '2025-03-01T10:00:00.000Z',
  updatedAt: '2025-03-01T10:00:00.000Z',
  user: { username: 'homecook' },
  ...over,
});

/** A user as sign-up, editMe and the admin list answer it (no isLogged). */
export const userFixture = (over: Partial<User> = {}): User => {
  const { isLogged: _l, ...user } = meFixture();
  return { ...user, ...over };
};
