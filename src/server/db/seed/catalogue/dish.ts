import type { Appliance, Cuisine, Restriction } from '#domain/constants.ts';

/** How a dish's bundled picture is drawn (see ../pictures/render.ts). */
export type Art = 'bowl' | 'plate' | 'pasta' | 'pizza' | 'taco' | 'burger' | 'salad' | 'skewer' | 'bake' | 'stack';

/**
 * One ingredient line: as a cook writes it ('2 cloves garlic, minced'; 'salt, to taste'), and its food as
 * the catalogue names it (lowercase, found in the text). The amount, unit and note are parsed from the text.
 */
export type Line = readonly [text: string, food: string];

/** An authored demo dish; catalogue.ts turns it into a recipe payload with its url and img. */
export interface Dish {
  name: string;
  servings: number;
  /** Minutes from start to table, hands-on plus cooking (the spec's cookTime); also sent as totalTime. */
  cookTime: number;
  /** Minutes of hands-on preparation before the cooking starts; at most cookTime (all of it for a salad). */
  prepTime: number;
  /** The first cuisine picks the picture's palette. */
  cuisines: readonly Cuisine[];
  restrictions: readonly Restriction[];
  appliances: readonly Appliance[];
  art: Art;
  /** Colour of what fills the bowl or dish in the picture, when the ingredients guess it wrong. */
  base?: string;
  ingredients: readonly Line[];
  /** The method: 3 to 10 steps in plain imperative sentences; durations as cook mode reads them. */
  method: readonly string[];
}

/** Typed identity, so each cuisine file is a checked list of dishes. */
export const dishes = (list: Dish[]): readonly Dish[] => list;
