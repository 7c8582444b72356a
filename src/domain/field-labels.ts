/**
 * The words a person knows a request field by, for error texts: "Recipe link is required", never
 * "recipeDetails.url: url is required". Paths are the zod/JSON paths of bodies, queries and params.
 */

const BY_PATH: Record<string, string> = {
  'recipeDetails.name': 'Recipe name',
  'recipeDetails.url': 'Recipe link',
  'recipeDetails.img': 'Picture',
  'recipeDetails.servings': 'Servings',
  'recipeDetails.cookTime': 'Cook time',
  'recipeDetails.isActive': 'Active',
  'ingredients.*.name': 'Name',
  'ingredients.*.qty': 'Quantity',
  'ingredients.*.measurement': 'Measurement',
};

const BY_NAME: Record<string, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  username: 'Username',
  phoneNum: 'Phone number',
  email: 'Email',
  password: 'Password',
  gender: 'Gender',
  value: 'Value',
  prop: 'Field to check',
  recipeDetails: 'Recipe details',
  url: 'Recipe link',
  img: 'Picture',
  servings: 'Servings',
  cookTime: 'Cook time',
  cuisines: 'Cuisines',
  cuisine: 'Cuisine',
  restrictions: 'Dietary restrictions',
  restriction: 'Dietary restriction',
  appliances: 'Appliances',
  appliance: 'Appliance',
  ingredients: 'Ingredients',
  qty: 'Quantity',
  measurement: 'Measurement',
  adminResponse: 'Response',
  status: 'Status',
  page: 'Page',
  sort: 'Sort order',
  q: 'Search text',
  hideDisliked: 'Hide disliked',
  active: 'Active filter',
  completed: 'Completed filter',
  id: 'Id',
  action: 'Action',
  people: 'Number of people',
  meals: 'Number of meals',
  lat: 'Latitude',
  lng: 'Longitude',
  placeId: 'Place',
  address: 'Address',
};

/** The label of a field known by its API name ('firstName' → 'First name'), or undefined. */
export const namedFieldLabel = (name: string): string | undefined =>
  Object.hasOwn(BY_NAME, name) ? BY_NAME[name] : undefined;

/** 'someField' → 'Some field', for a name missing from the map. */
function words(name: string): string {
  const spaced = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** The label of a field path, e.g. ['ingredients', 2, 'qty'] → 'Quantity of ingredient 3'. */
export function fieldLabel(path: readonly (string | number)[]): string {
  const names = path.filter((p): p is string => typeof p === 'string');
  const pattern = path.map((p) => (typeof p === 'number' ? '*' : p)).join('.');
  const leaf = names.at(-1);
  const label = BY_PATH[pattern] ?? (leaf !== undefined ? (BY_NAME[leaf] ?? words(leaf)) : 'Request');
  // A position in a list reads as 'ingredient 3' (1-based).
  const index = path.findIndex((p) => typeof p === 'number');
  if (index > 0 && index < path.length - 1) {
    const list = String(path[index - 1]).replace(/s$/, '');
    return `${label} of ${list} ${(path[index] as number) + 1}`;
  }
  if (index > 0) return `${label} ${(path[index] as number) + 1}`;
  return label;
}

/**
 * A field's message in plain words. Domain messages start with the field's own name ('url is required',
 * 'qty must be…', 'ingredient name must be…'): that name becomes the label. Zod's generic texts become a
 * short sentence of their own.
 */
export function fieldMessage(path: readonly (string | number)[], message: string): string {
  const label = fieldLabel(path);
  const leaf = path.filter((p): p is string => typeof p === 'string').at(-1) ?? '';
  if (/^Invalid input: expected \w+, received undefined/.test(message)) return `${label} is required`;
  if (/^Invalid (input|option)/.test(message) || /^Unrecognized key/.test(message))
    return `${label} has a value we cannot use`;
  const lower = message.toLowerCase();
  const basics = path[0] === 'ingredients' ? ['ingredient name', leaf] : [leaf];
  for (const said of [...basics, words(leaf).toLowerCase()]) {
    if (said && lower.startsWith(`${said.toLowerCase()} `)) return `${label}${message.slice(said.length)}`;
  }
  return message.charAt(0).toUpperCase() + message.slice(1);
}
