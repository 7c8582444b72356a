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
