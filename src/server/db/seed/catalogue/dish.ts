import type { Appliance, Cuisine, Restriction } from '#domain/constants.ts';

/** How a dish's bundled picture is drawn (see ../pictures/render.ts). */
export type Art = 'bowl' | 'plate' | 'pasta' | 'pizza' | 'taco' | 'burger' | 'salad' | 'skewer' | 'bake' | 'stack';

/** One ingredient line: quantity, measurement, lowercase ingredient name. */
export type Line = readonly [qty: number, measurement: string, name: string];

/** An authored demo dish; catalogue.ts turns it into a recipe payload with its url and img. */
export interface Dish {
  name: string;
  servings: number;
  /** Minutes, hands-on plus cooking. */
  cookTime: number;
  /** The first cuisine picks the picture's palette. */
  cuisines: readonly Cuisine[];
  restrictions: readonly Restriction[];
  appliances: readonly Appliance[];
  art: Art;
  /** Colour of what fills the bowl or dish in the picture, when the ingredients guess it wrong. */
  base?: string;
  ingredients: readonly Line[];
}

/** Typed identity, so each cuisine file is a checked list of dishes. */
export const dishes = (list: Dish[]): readonly Dish[] => list;
