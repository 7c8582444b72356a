import type { Cuisine } from '#domain/constants.ts';
import { DEMO_DISHES, dishImagePath, cuisineImagePath } from '../catalogue.ts';
import type { PictureSpec } from './render.ts';

/** A representative dish per cuisine, drawn for public/images/cuisines/<cuisine>.svg. */
const CUISINE_PICTURES: Record<Cuisine, Omit<PictureSpec, 'seed' | 'title' | 'cuisine'>> = {
  american: { art: 'burger', ingredients: ['ground beef', 'cheddar cheese', 'lettuce', 'tomato'] },
  asian: { art: 'bowl', ingredients: ['chicken broth', 'soft-boiled egg', 'bok choy', 'carrot', 'pork belly'] },
  mexican: { art: 'taco', ingredients: ['pork', 'pico de gallo', 'avocado', 'cotija cheese', 'red onion'] },
  pasta: { art: 'pasta', ingredients: ['spaghetti', 'marinara sauce', 'basil', 'parmesan'] },
  mediterranean: { art: 'skewer', ingredients: ['chicken', 'red bell pepper', 'red onion', 'zucchini'] },
  salad: { art: 'salad', ingredients: ['lettuce', 'cherry tomatoes', 'feta cheese', 'kalamata olives', 'corn'] },
  soup: { art: 'bowl', ingredients: ['tomato', 'heavy cream', 'basil', 'croutons'] },
  fusion: { art: 'bowl', ingredients: ['sushi rice', 'salmon', 'avocado', 'carrot', 'red cabbage'] },
  healthy: { art: 'bowl', ingredients: ['quinoa', 'sweet potato', 'chickpeas', 'kale', 'avocado'] },
  other: { art: 'plate', ingredients: ['roast chicken', 'potatoes', 'carrots', 'peas'] },
};

/** Every generated picture: its path under public/ and what it shows. */
export function pictureSpecs(): { path: string; spec: PictureSpec }[] {
  const cuisines = (Object.keys(CUISINE_PICTURES) as Cuisine[]).map((cuisine) => ({
    path: cuisineImagePath(cuisine),
    spec: { seed: cuisine, title: `${cuisine} dish`, cuisine, ...CUISINE_PICTURES[cuisine] },
  }));
  const dishes = DEMO_DISHES.map((dish) => ({
    path: dishImagePath(dish),
    spec: {
      seed: dish.name,
      title: dish.name,
      cuisine: dish.cuisines[0],
      art: dish.art,
      ingredients: dish.ingredients.map(([, food]) => food),
      base: dish.base,
    },
  }));
  return [...cuisines, ...dishes];
}
