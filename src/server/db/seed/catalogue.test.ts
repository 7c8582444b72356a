import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APPLIANCES, CUISINES, RESTRICTIONS } from '#domain/constants.ts';
import { parseIngredient } from '#domain/ingredient-parse.ts';
import { RecipePayloadSchema } from '#domain/recipe.ts';
import { DEMO_DISHES, dishPayload, dishSearchUrl, dishSlug, isToTaste } from './catalogue.ts';

const publicDir = join(import.meta.dirname, '../../../../public');
const payloads = DEMO_DISHES.map(dishPayload);
const names = (d: (typeof DEMO_DISHES)[number]) => d.ingredients.map(([, food]) => food);
const lines = DEMO_DISHES.flatMap((d) => d.ingredients.map(([text, food]) => ({ dish: d.name, text, food })));

// Words that must not appear in a dish carrying the tag; the exceptions name safe look-alikes.
const MEAT = /chicken|beef|pork|bacon|\bham\b|lamb|turkey|sausage|steak|pancetta|ribs|sirloin|chuck/;
const FISH = /salmon|tuna|shrimp|\bcod\b|clam|anchov|fish sauce|worcestershire|oyster sauce|caesar/;
const DAIRY = /milk|butter|cheese|cream|yogurt|tzatziki|parmesan|mozzarella|ricotta|feta|ranch|blue cheese|ghee/;
const DAIRY_OK = /coconut milk|peanut butter|butter lettuce|butternut/;
const GLUTEN =
  /flour|bread|crouton|panko|\bbuns?\b|rolls?\b|tortilla|pasta|spaghetti|linguine|fettuccine|penne|ziti|macaroni|lasagna|noodle|soy sauce|phyllo|pie crust|naan|beer|lager|wheat|barley|couscous|bulgur|miso/;
const GLUTEN_OK = /chickpea flour|rice noodles|corn tortilla/;
const NUTS = /peanut|almond|cashew|walnut|pecan|pistachio|pine nut|hazelnut|macadamia|coconut|pesto/;

const hasWord = (list: string[], bad: RegExp, ok?: RegExp) => list.filter((n) => bad.test(n) && !(ok && ok.test(n)));

describe('demo catalogue data', () => {
  it('holds at least 64 dishes with unique names and picture slugs', () => {
    expect(DEMO_DISHES.length).toBeGreaterThanOrEqual(64);
    expect(new Set(DEMO_DISHES.map((d) => d.name)).size).toBe(DEMO_DISHES.length);
    expect(new Set(DEMO_DISHES.map((d) => dishSlug(d.name))).size).toBe(DEMO_DISHES.length);
  });

  it('gives every payload a valid shape, realistic sizes and lowercase ingredient names', () => {
    for (const payload of payloads) {
      const parsed = RecipePayloadSchema.safeParse(payload);
      expect(parsed.success, `${payload.recipeDetails.name}: ${parsed.error?.message}`).toBe(true);
      const d = payload.recipeDetails;
      expect(d.isActive).toBe(true);
      expect(Number(d.servings)).toBeGreaterThanOrEqual(1);
      expect(Number(d.servings)).toBeLessThanOrEqual(12);
      expect(Number(d.cookTime)).toBeGreaterThanOrEqual(5);
      expect(payload.ingredients.length).toBeGreaterThanOrEqual(5);
      for (const line of payload.ingredients) {
        expect(line.name).toBe(line.name!.toLowerCase());
        expect(line.name!.trim()).toBe(line.name);
      }
    }
  });

  it('writes every line as a cook would: its food in the text, an amount the parser reads, none "to taste"', () => {
    for (const { dish, text, food } of lines) {
      const where = `${dish}: ${text}`;
      expect(text, where).toContain(food);
      expect(text.trim(), where).toBe(text);
      const parsed = parseIngredient(text);
      if (isToTaste(text)) {
        expect(text, where).toBe(`${food}, to taste`);
        expect(parsed.qty, where).toBeNull();
      } else expect(parsed.qty, where).toBeGreaterThan(0);
    }
    const toTaste = payloads.flatMap((p) => p.ingredients.filter((l) => l.measurement === 'to taste'));
    expect(toTaste.length).toBeGreaterThan(0);
    for (const line of toTaste) expect(line.text).toBe(`${line.name}, to taste`);
  });

  it('uses fractional amounts and the usual units, as the parser reads them', () => {
    const parsed = lines.map(({ text }) => parseIngredient(text));
    const qtys = new Set(parsed.map((p) => p.qty));
    for (const q of [0.5, 0.25, 0.333, 1.5, 0.125]) expect(qtys.has(q), `qty ${q}`).toBe(true);
    const units = new Set(parsed.map((p) => p.unit));
    for (const u of ['cup', 'tablespoon', 'teaspoon', 'ounce', 'pound', 'clove', 'can', 'slice', null])
      expect(units.has(u), String(u)).toBe(true);
  });

  it('gives every dish a method of 3 to 10 steps and prep and total times within its cook time', () => {
    for (const d of DEMO_DISHES) {
      expect(d.method.length, d.name).toBeGreaterThanOrEqual(3);
      expect(d.method.length, d.name).toBeLessThanOrEqual(10);
      for (const step of d.method) expect(step, d.name).toMatch(/^[A-Z0-9].{10,}[.!]$/);
      expect(new Set(d.method).size, d.name).toBe(d.method.length);
      expect(Number.isInteger(d.prepTime) && d.prepTime > 0, d.name).toBe(true);
      expect(d.prepTime, d.name).toBeLessThanOrEqual(d.cookTime);
    }
    for (const { recipeDetails: r, instructions } of payloads) {
      // cookTime is the time from start to table (API.md), so the total is the same figure.
      expect(r.totalTime, r.name).toBe(r.cookTime);
      expect(Number(r.prepTime), r.name).toBeLessThanOrEqual(Number(r.totalTime));
      expect(instructions?.length, r.name).toBeGreaterThanOrEqual(3);
    }
  });

  it('writes durations in the method as cook mode reads them', () => {
    // Steps that take a while say how long: "Bake for 25 minutes", "cook on low for 8 hours".
    const timed = (step: string) => /\b\d+(?:-\d+)?(?: 1\/2)? (?:minutes?|hours?)\b/.test(step);
    // Only a dish that is cooked at all (it has an appliance) must time something.
    for (const d of DEMO_DISHES) if (d.appliances.length > 0) expect(d.method.some(timed), d.name).toBe(true);
  });

  it('links every dish to an https search page and a bundled picture that exists', () => {
    expect(dishSearchUrl('Salade Niçoise')).toBe('https://www.allrecipes.com/search?q=salade+nicoise');
    for (const { recipeDetails: d } of payloads) {
      const url = new URL(d.url!);
      expect(url.protocol).toBe('https:');
      expect(url.searchParams.get('q')).toBeTruthy();
      expect(d.img).toMatch(/^\/images\/dishes\/[a-z0-9-]+\.svg$/);
      expect(existsSync(join(publicDir, d.img!)), d.img!).toBe(true);
    }
  });

  it('puts every cuisine, restriction and appliance on at least 3 dishes', () => {
    const tally = (pick: (d: (typeof DEMO_DISHES)[number]) => readonly string[], values: readonly string[]) =>
      Object.fromEntries(values.map((v) => [v, DEMO_DISHES.filter((d) => pick(d).includes(v)).length]));
    for (const [tag, n] of Object.entries({
      ...tally((d) => d.cuisines, CUISINES),
      ...tally((d) => d.restrictions, RESTRICTIONS),
      ...tally((d) => d.appliances, APPLIANCES),
    }))
      expect(n, tag).toBeGreaterThanOrEqual(3);
  });

  it('tags restrictions consistently with the ingredients', () => {
    for (const d of DEMO_DISHES) {
      const r = new Set(d.restrictions);
      const list = names(d);
      const where = (tag: string) => `${d.name} (${tag})`;
      if (r.has('vegan')) {
        expect(r.has('vegetarian') && r.has('lactose-free'), where('vegan')).toBe(true);
        expect(hasWord(list, /\beggs?\b|egg yolk|honey|mayonnaise/), where('vegan')).toEqual([]);
      }
      if (r.has('vegetarian')) {
        expect(hasWord(list, MEAT), where('vegetarian')).toEqual([]);
        expect(hasWord(list, FISH), where('vegetarian')).toEqual([]);
        expect(r.has('pescatarian'), where('vegetarian and pescatarian')).toBe(false);
      }
      if (r.has('pescatarian')) {
        expect(hasWord(list, MEAT), where('pescatarian')).toEqual([]);
        expect(hasWord(list, FISH).length, where('pescatarian has no fish')).toBeGreaterThan(0);
      }
      if (r.has('lactose-free')) expect(hasWord(list, DAIRY, DAIRY_OK), where('lactose-free')).toEqual([]);
      if (r.has('glutan-free')) expect(hasWord(list, GLUTEN, GLUTEN_OK), where('glutan-free')).toEqual([]);
      if (r.has('nut-free')) expect(hasWord(list, NUTS), where('nut-free')).toEqual([]);
      if (!r.has('vegetarian') && !r.has('pescatarian'))
        expect(hasWord(list, MEAT).length + hasWord(list, FISH).length, where('untagged meatless')).toBeGreaterThan(0);
    }
  });
});
