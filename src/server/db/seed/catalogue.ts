import type { Cuisine } from '#domain/constants.ts';
import type { RecipePayloadInput } from '#domain/recipe.ts';
import { american } from './catalogue/american.ts';
import { asian } from './catalogue/asian.ts';
import type { Dish } from './catalogue/dish.ts';
import { fusion } from './catalogue/fusion.ts';
import { healthy } from './catalogue/healthy.ts';
import { mediterranean } from './catalogue/mediterranean.ts';
import { mexican } from './catalogue/mexican.ts';
import { other } from './catalogue/other.ts';
import { pasta } from './catalogue/pasta.ts';
import { salad } from './catalogue/salad.ts';
import { soup } from './catalogue/soup.ts';

/** Every authored demo dish, grouped by first cuisine. */
export const DEMO_DISHES: readonly Dish[] = [
  ...american,
  ...asian,
  ...mexican,
  ...pasta,
  ...mediterranean,
  ...salad,
  ...soup,
  ...fusion,
  ...healthy,
  ...other,
];

/** 'Salade Niçoise' → 'salade-nicoise': the dish picture's file name. */
export function dishSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/'/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * A search page for the dish on a public recipe site: it always answers, unlike a guessed
 * page id, and lists real recipes for the dish.
 */
export function dishSearchUrl(name: string): string {
  const query = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[()]/g, '');
  return `https://www.allrecipes.com/search?${new URLSearchParams({ q: query.toLowerCase() })}`;
}

/** Bundled picture of one dish, served by the web app from public/. */
export const dishImagePath = (dish: Pick<Dish, 'name'>) => `/images/dishes/${dishSlug(dish.name)}.svg`;

/** Bundled picture of a cuisine, for recipes without a dish picture. */
export const cuisineImagePath = (cuisine: Cuisine) => `/images/cuisines/${cuisine}.svg`;

/** A line that says its amount is up to the cook ('salt, to taste'). */
export const isToTaste = (text: string) => /,\s*to taste$/i.test(text);

/**
 * The recipe payload (RecipePayloadSchema input) of one authored dish. Each line goes as written with its
 * food; the server parses the amount, unit and note from the text, as for any line an admin writes.
 */
export function dishPayload(dish: Dish): RecipePayloadInput {
  return {
    recipeDetails: {
      name: dish.name,
      url: dishSearchUrl(dish.name),
      img: dishImagePath(dish),
      servings: dish.servings,
      cookTime: dish.cookTime,
      prepTime: dish.prepTime,
      // cookTime is already the time from start to table (API.md: prep plus cook).
      totalTime: dish.cookTime,
      isActive: true,
    },
    cuisines: [...dish.cuisines],
    restrictions: [...dish.restrictions],
    appliances: [...dish.appliances],
    // 'to taste' stays the measurement the list and the shopping list know; the amount is parsed as none.
    ingredients: dish.ingredients.map(([text, name]) =>
      isToTaste(text) ? { text, name, measurement: 'to taste' } : { text, name },
    ),
    instructions: [...dish.method],
  };
}
