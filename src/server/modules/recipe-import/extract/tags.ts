import { APPLIANCES, CUISINES, RESTRICTIONS } from '#domain/constants.ts';
import { asList, cleanText } from './text.ts';

/** The page's words for a restriction, mapped to the stored name ('glutan-free' is the stored spelling). */
const RESTRICTION_WORDS: Record<string, (typeof RESTRICTIONS)[number]> = {
  vegetarian: 'vegetarian',
  vegetariandiet: 'vegetarian',
  vegan: 'vegan',
  vegandiet: 'vegan',
  'gluten-free': 'glutan-free',
  'gluten free': 'glutan-free',
  glutenfreediet: 'glutan-free',
  'nut-free': 'nut-free',
  'nut free': 'nut-free',
  'lactose-free': 'lactose-free',
  'lactose free': 'lactose-free',
  'dairy-free': 'lactose-free',
  'dairy free': 'lactose-free',
  lowlactosediet: 'lactose-free',
  pescatarian: 'pescatarian',
};

/** Terms from recipeCuisine, recipeCategory, keywords (comma lists) and suitableForDiet, lower case. */
function termsOf(recipe: Record<string, unknown>): string[] {
  const raw = [recipe.recipeCuisine, recipe.recipeCategory, recipe.keywords, recipe.suitableForDiet].flatMap(asList);
  return raw
    .flatMap((v) => cleanText(v).split(/[,;|]/))
    .map((t) =>
      t
        .trim()
        .toLowerCase()
        .replace(/^https?:\/\/schema\.org\//, ''),
    )
    .filter(Boolean);
}

/**
 * Tags filled only where a term matches the fixed lists: a cuisine or restriction when a whole term
 * is its name, an appliance when a term contains it ("air fryer chicken").
 */
export function matchTags(recipe: Record<string, unknown>) {
  const terms = termsOf(recipe);
  const cuisines = CUISINES.filter((c) => c !== 'other' && terms.includes(c));
  const restrictions = [...new Set(terms.map((t) => RESTRICTION_WORDS[t]).filter(Boolean))];
  const appliances = APPLIANCES.filter((a) => terms.some((t) => new RegExp(`\\b${a}\\b`).test(t)));
  return { cuisines: [...cuisines], restrictions, appliances: [...appliances], keywords: keywordsOf(recipe) };
}

/** The source's keywords and categories as given, deduplicated case-insensitively, 1 to 64 characters. */
function keywordsOf(recipe: Record<string, unknown>): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const value of [recipe.recipeCategory, recipe.recipeCuisine, recipe.keywords].flatMap(asList)) {
    for (const term of cleanText(value).split(',')) {
      const t = term.trim();
      if (!t || t.length > 64 || seen.has(t.toLowerCase())) continue;
      seen.add(t.toLowerCase());
      out.push(t);
    }
  }
  return out;
}
