/** Route paths, as the spec writes them. */
export const paths = {
  home: '/',
  login: '/login',
  signUp: '/signUp',
  about: '/about',
  agreement: '/agreement',
  map: '/map',
  user: '/user',
  shoppingList: '/user/shoppingList',
  /** The nav links use the lower-case form; routes match case-insensitively. */
  shoppingListNav: '/user/shoppinglist',
  /** The path "Join a list" reads a code from; the share link points there. */
  joinList: (code: string) => `/user/shoppingList?join=${encodeURIComponent(code)}`,
  recipes: (page = 1) => `/user/recipes?page=${page}`,
  recipe: (id: number | string) => `/user/recipes/${id}`,
  suggest: '/user/userRecipeSuggestion',
  profile: '/user/profile',
  likes: '/user/profile/likes',
  dislikes: '/user/profile/dislikes',
  profileEdit: '/user/profile/edit',
  history: '/user/profile/history',
  userSuggestions: '/user/profile/userSuggestions',
  chefsChoice: '/user/chefschoice',
  collections: '/user/collections',
  collection: (id: number | string) => `/user/collections/${id}`,
  /** One recipe a printed page; `print` opens the browser's print dialog once everything is there. */
  collectionPrint: (id: number | string, print = false) => `/user/collections/${id}/print${print ? '?print=1' : ''}`,
  /** The meal plan, the week holding `from` (YYYY-MM-DD), else this week. */
  plan: (from?: string) => (from ? `/user/plan?from=${from}` : '/user/plan'),
  /** Phone notifications (ntfy, Web Push) and the household's webhooks. */
  notifications: '/user/notifications',
  /** The household's prices of foods, which recipe costs and the list's estimate use. */
  prices: '/user/prices',
  /** What the household has in the fridge, freezer and cupboards. */
  pantry: '/user/pantry',
  reviewSuggestion: (id: number | string) => `/user/reviewUserSuggestion/${id}`,
  admin: '/admin',
  adminHome: (name: string) => `/admin/${encodeURIComponent(name)}`,
  adminUsers: '/admin/users',
  adminRecipes: (page = 1) => `/admin/recipes?page=${page}`,
  addRecipe: '/admin/addrecipe',
  /** The add form, filled from the page a user suggested. */
  importSuggestion: (id: number | string) => `/admin/addrecipe?suggestion=${encodeURIComponent(id)}`,
  updateRecipe: (id: number | string) => `/admin/updaterecipe/${id}`,
  adminSuggestions: '/admin/userSuggestions',
  adminBackups: '/admin/backups',
  adminImport: '/admin/import',
  /** "Import many links": recipe links imported in the background. */
  adminImportLinks: '/admin/import/links',
  adminWebhooks: '/admin/webhooks',
  /** Ingredient names that always mean one food of the nutrition table. */
  adminFoodMatches: '/admin/foodMatches',
} as const;
