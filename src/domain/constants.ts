/** Fixed value lists of spec §3. 'all' is a filter value, not a tag a recipe carries. */
export const CUISINES = [
  'american',
  'asian',
  'mexican',
  'pasta',
  'mediterranean',
  'salad',
  'soup',
  'fusion',
  'healthy',
  'other',
] as const;
export type Cuisine = (typeof CUISINES)[number];

/** 'glutan-free' is spelt so on purpose: the spec fixes the stored name. */
export const RESTRICTIONS = ['vegetarian', 'vegan', 'glutan-free', 'nut-free', 'lactose-free', 'pescatarian'] as const;
export type Restriction = (typeof RESTRICTIONS)[number];

export const APPLIANCES = ['stovetop', 'oven', 'air fryer', 'grill', 'instant pot', 'slow cooker'] as const;
export type Appliance = (typeof APPLIANCES)[number];

/** Filter options as the UI lists them, 'all' first. */
export const CUISINE_FILTERS = ['all', ...CUISINES] as const;
export const RESTRICTION_FILTERS = ['all', ...RESTRICTIONS] as const;

/** Cook time options: the value is the upper bound in minutes, or 'all'. */
export const COOK_TIME_OPTIONS = [
  { value: 'all', label: 'all' },
  { value: '30', label: '< 30 mins' },
  { value: '60', label: '< 60 mins' },
] as const;

export const SUGGESTION_STATUSES = ['Pending', 'Approved', 'Denied'] as const;
export type SuggestionStatus = (typeof SUGGESTION_STATUSES)[number];

export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];

/** Rows per page for every paged list (spec §9). */
export const PAGE_SIZE = 25;

/** Field limits shared by the server schemas and the forms. */
export const UserLimits = {
  minNameLength: 3,
  maxNameLength: 50,
  minUsernameLength: 6,
  maxUsernameLength: 30,
  phoneLength: 10,
  maxEmailLength: 254,
  minPasswordLength: 5,
  // argon2 has no byte limit like bcrypt, but an unbounded password is a cheap DoS on hashing.
  maxPasswordLength: 200,
  /** The availability check runs only from this length on (spec §5). */
  minAvailabilityCheckLength: 6,
} as const;

export const RecipeLimits = {
  maxNameLength: 200,
  maxUrlLength: 2048,
  maxServings: 1000,
  maxCookTime: 10080,
  maxIngredients: 100,
  maxIngredientNameLength: 120,
  maxMeasurementLength: 40,
  maxCommentLength: 300,
  maxLineTextLength: 500,
  maxSteps: 100,
  maxStepLength: 5000,
  minQty: 0.0001,
  maxQty: 100000,
  maxSearchLength: 100,
} as const;

export const SuggestionLimits = {
  maxUrlLength: 2048,
  maxAdminResponseLength: 2000,
} as const;

export const ChefsChoiceLimits = {
  maxPeople: 100,
  maxMeals: 100,
} as const;

/** Bounds of the item-by-item list (API.md, "Shopping list, item by item"). */
export const ListLimits = {
  maxRecipesPerRequest: 200,
  maxRecipesPerList: 200,
  maxServings: 1000,
  maxTextLength: 500,
} as const;

/** The several lists of a household (docs/api/kitchen-loop.md, "Several lists"). */
export const HouseholdListLimits = {
  maxLists: 20,
  maxNameLength: 60,
  maxStoreNameLength: 200,
} as const;

export const DEFAULT_LIST_NAME = 'Main Shopping List';

/** The meals of a plan day, in the day's order. */
export const MEALS = ['breakfast', 'lunch', 'dinner', 'snack'] as const;
export type Meal = (typeof MEALS)[number];

/** The feed's event start per meal (floating local time), each one hour long. */
export const MEAL_TIMES: Record<Meal, { hour: number; minute: number }> = {
  breakfast: { hour: 8, minute: 0 },
  lunch: { hour: 12, minute: 30 },
  dinner: { hour: 18, minute: 30 },
  snack: { hour: 16, minute: 0 },
};

export const PlanLimits = { maxDays: 42, maxServings: 100, maxNoteCodePoints: 200 } as const;

/** Where the shopping list's retailer form posts the list. */
export const RETAILER_LANDING_URL = 'https://www.amazon.com/afx/ingredients/landing';
