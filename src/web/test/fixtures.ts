import type { FullRecipe, RecipeListRow } from '#domain/recipe.ts';
import type { Suggestion } from '#domain/suggestion.ts';
import type { Me, User } from '#domain/user.ts';

const line = (id: number, qty: number | null, measurement: string, name: string, text: string) => ({
  id,
  qty,
  qtyMax: null,
  measurement,
  comment: '',
  text,
  ingredient: { name },
});

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
      line(id * 10 + 1, 1.5, 'cups', 'all-purpose flour', '1 1/2 cups all-purpose flour'),
      line(id * 10 + 2, 2, 'whole', 'eggs', '2 eggs'),
      line(id * 10 + 3, null, 'to taste', 'sea salt', 'sea salt, to taste'),
    ],
    instructions: ['Mix everything.', 'Bake for 30 minutes.'],
    prepTime: 10,
    totalTime: 30,
    description: null,
    keywords: [],
    yieldText: null,
    ingredientSections: [],
    instructionSections: [],
    source: null,
    ...overrides,
  };
}

export function listRow(id: number, overrides: Partial<RecipeListRow> = {}): RecipeListRow {
  const { id: _id, name, img, servings, cookTime, isActive, cuisines, restrictions } = fullRecipe(id);
  const cooked = { lastCooked: null, timesCooked: 0, averageRating: null, ratingCount: 0 };
  return { id, name, img, servings, cookTime, isActive, cuisines, restrictions, ...cooked, ...overrides };
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
  // The settings (api/languages.md): a new user's are automatic.
  language: null,
  units: null,
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

/** GET /api/languages as the server answers it (api/languages.md): every catalog, by its own name. */
export const languagesAnswer = {
  rows: [
    { code: 'en', name: 'English', dir: 'ltr', complete: true },
    { code: 'de', name: 'Deutsch', dir: 'ltr', complete: true },
    { code: 'fr', name: 'Français', dir: 'ltr', complete: true },
    { code: 'es', name: 'Español', dir: 'ltr', complete: true },
    { code: 'ar', name: 'العربية', dir: 'rtl', complete: false },
    { code: 'he', name: 'עברית', dir: 'rtl', complete: false },
  ],
  count: 6,
} as const;

const perServing = {
  kcal: 412,
  protein: 12.5,
  fat: 9.1,
  saturatedFat: 2.4,
  carbohydrate: 68.2,
  sugars: 3.1,
  fiber: 2.6,
  sodium: 380,
};
const times = (n: typeof perServing, k: number) =>
  Object.fromEntries(Object.entries(n).map(([key, v]) => [key, Math.round(v * k * 10) / 10])) as typeof perServing;

/** GET /api/recipes/{id}/nutrition (docs/api/know.md): the salt not counted (no amount). */
export const nutritionFixture = (recipeId: number, servings = 4) => ({
  recipeId,
  servings,
  perServing,
  total: times(perServing, servings),
  overridden: false,
  source: 'USDA SR24',
  lineCount: 3,
  counted: 2,
  lines: [
    {
      text: '1 1/2 cups all-purpose flour',
      from: [],
      food: { id: 20081, ndb: '20081', name: 'Wheat flour' },
      grams: 187.5,
      counted: true,
      reason: null,
    },
    {
      text: '2 eggs',
      from: [],
      food: { id: 1123, ndb: '01123', name: 'Egg, whole, raw' },
      grams: 100,
      counted: true,
      reason: null,
    },
    { text: 'sea salt, to taste', from: [], food: null, grams: null, counted: false, reason: 'no-amount' as const },
  ],
  notCounted: [{ text: 'sea salt, to taste', from: [], reason: 'no-amount' as const }],
});

/** GET /api/recipes/{id}/cost, every line with an amount priced: $0.85 a serving at 4. */
export const costFixture = (recipeId: number, servings = 4) => ({
  recipeId,
  servings,
  currency: 'USD',
  complete: true,
  total: Math.round(0.85 * servings * 100) / 100,
  perServing: 0.85,
  partialTotal: Math.round(0.85 * servings * 100) / 100,
  partialPerServing: 0.85,
  lines: [],
  missing: [{ text: 'sea salt, to taste', from: [], reason: 'no-amount' as const }],
});
