import { foodWords, NUTRIENT_KEYS, type Food, type FoodTable, type IndexedFood, type Nutrients } from './food.ts';
import { knownUnit, metricPerUsBase, unitRow } from './quantity/units.ts';

/**
 * From a parsed ingredient line to an SR24 food and its grams (docs/api/know.md, "Matching and grams").
 * Pure functions over the table: `matchFood`, `gramsOf`, `weighLine` (both, with the reason a line is not
 * counted) and `nutrientsOf`.
 */

/** What matching and weighing read of a line: the parser's fields (ParsedIngredient has them all). */
export interface LineForFood {
  text?: string | null;
  qty: number | null;
  qtyMax?: number | null;
  unit: string | null;
  name: string | null;
  comment?: string | null;
}

/** Why a line is not counted (know.md): nothing matched, no amount ("salt, to taste"), no way to grams. */
export type NotCountedReason = 'no-food' | 'no-amount' | 'no-weight';

/** Admin food matches: a line's food name, lowercase and trimmed, to a food id. */
export type FoodMatches = ReadonlyMap<string, number>;

/** The key an admin match is stored and looked up by: "Russet Potatoes " → "russet potatoes". */
export const foodMatchKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

// ---------------------------------------------------------------------------------------------------------
// Matching

/** Cook's words SR24 spells otherwise (word for word, singular). */
const SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  ketchup: ['catsup'],
  bun: ['roll'],
  scallion: ['scallion', 'green'],
  courgette: ['zucchini'],
  aubergine: ['eggplant'],
  prawn: ['shrimp'],
  chile: ['chili', 'pepper'],
  chilli: ['chili', 'pepper'],
  mince: ['ground'],
  minced: ['ground'],
  confectioner: ['powdered'],
  icing: ['powdered'],
  caster: ['granulated'],
  garbanzo: ['chickpea'],
  cornstarch: ['cornstarch'],
  yoghurt: ['yogurt'],
  stock: ['broth', 'stock'],
  bouillon: ['broth', 'bouillon'],
  cilantro: ['cilantro', 'coriander'],
  capsicum: ['pepper'],
  bell: ['sweet', 'bell'],
  // Pasta shapes SR24 does not name have the nutrients of its spaghetti or macaroni.
  pasta: ['pasta', 'spaghetti'],
  linguine: ['spaghetti'],
  fettuccine: ['spaghetti'],
  tagliatelle: ['spaghetti'],
  capellini: ['spaghetti'],
  bucatini: ['spaghetti'],
  penne: ['macaroni'],
  rigatoni: ['macaroni'],
  fusilli: ['macaroni'],
  farfalle: ['macaroni'],
  ziti: ['macaroni'],
  rotini: ['macaroni'],
  orzo: ['macaroni'],
  mint: ['spearmint', 'peppermint'],
  breadcrumb: ['crumb'],
  bok: ['pak'],
  choy: ['choi'],
  // SR24 calls dried beans, peas and lentils "mature seeds".
  dried: ['dried', 'mature'],
};

/** Words of a line's food that describe its preparation or size, not which food it is. */
const SOFT = new Set(
  (
    'chopped diced minced sliced grated shredded crushed peeled melted softened beaten cubed halved quartered ' +
    'large medium small extra jumbo finely thinly roughly coarsely freshly fresh ripe whole boneless skinless ' +
    'packed sifted cold warm hot room temperature lightly trimmed cut into piece inch divided optional leaf leave ' +
    'fillet flake'
  ).split(' '),
);
/** Words of no weight in a line's food. */
const STOP = new Set('of a an the and or for to about some few plus'.split(' '));

/** Words in an SR name that say "the usual form": a cook means it unless they write otherwise. */
const DEFAULT_FORM = new Set('raw whole plain regular granulated ripe uncooked fresh'.split(' '));
/** Words in an SR name that cost nothing when the line does not say them. */
const NEUTRAL = new Set(
  (
    'and or with without include includes from made salad cooking all purpose fluid added vitamin enriched ' +
    'bleached unbleached mature seed commercial variety type usda commodity average year round weed ' +
    'meat only ns as to product home ready serve milkfat'
  ).split(' '),
);
/**
 * SR24's category words ("Spices, paprika", "Fish, salmon", "Nuts, almonds"): they say nothing of the food
 * when a part holds nothing else, but "Fish broth" is not chicken broth.
 */
const CATEGORY = new Set('spice soup alcoholic beverage nut seed fish leavening agent crustacean mollusk'.split(' '));

/** Words of a cooked or processed form: raw over cooked (know.md) unless the line says so. */
const PROCESSED = new Set(
  (
    'cooked boiled baked fried roasted braised broiled stewed grilled microwaved steamed toasted ' +
    'browned rotisserie canned frozen dehydrated reconstituted drained simmered heated candied ' +
    'sauteed sweetened batter breaded mix'
  ).split(' '),
);
/** Words of a special variety: plain over "low sodium", "reduced fat", substitutes. */
const SPECIAL = new Set(
  (
    'substitute imitation low reduced nonfat lowfat fat free light lite diet sodium calorie fortified ' +
    'babyfood infant formula toddler imported dietetic enhanced meatless condensed prepared baby omega powder refrigerated dried'
  ).split(' '),
);
/** SR food groups a cook rarely means: baby foods, fast foods, meals, snacks, native foods, restaurants. */
const UNLIKELY_GROUPS = new Set(['03', '21', '22', '25', '35', '36']);

/** Units whose word a matching SR name may carry: "1 can black beans" likes "Beans, black, …, canned". */
const UNIT_WORDS: Readonly<Record<string, readonly string[]>> = {
  can: ['canned'],
  tin: ['canned'],
  jar: ['canned'],
};

interface Query {
  core: string[];
  soft: Set<string>;
  context: Set<string>;
}

function expand(word: string): readonly string[] {
  return SYNONYMS[word] ?? [word];
}

function queryOf(line: LineForFood): Query | null {
  const words = foodWords((line.name ?? '').replace(/\([^)]*\)/g, ' ')).filter((w) => !STOP.has(w));
  let core = words.filter((w) => !SOFT.has(w) && !/^\d/.test(w));
  // "1 pound steak": a food named only by its form is named by it.
  if (!core.length) core = words.filter((w) => !/^\d/.test(w));
  if (!core.length) return null;
  const soft = new Set(words.filter((w) => SOFT.has(w)));
  const context = new Set([...foodWords(line.comment ?? ''), ...(UNIT_WORDS[line.unit ?? ''] ?? [])]);
  return { core, soft, context };
}

const BRANDED = /\b[A-Z][A-Z'&.-]{2,}\b/;

/** Words of a food's name that say what it is: not those of a part such as "with broth" or "in oil". */
const OWN = new WeakMap<IndexedFood, Set<string>>();
function ownWords(f: IndexedFood): Set<string> {
  let own = OWN.get(f);
  if (!own) OWN.set(f, (own = ownWordsOf(f)));
  return own;
}

function ownWordsOf(f: IndexedFood): Set<string> {
  const side = f.parts.filter((p) => /^(?:with|without|no|in|packed|made)$/.test(p[0] ?? '')).flat();
  if (!side.length) return f.words;
  const own = new Set(f.words);
  const kept = new Set(f.parts.filter((p) => !/^(?:with|without|no|in|packed|made)$/.test(p[0] ?? '')).flat());
  for (const w of side) if (!kept.has(w)) own.delete(w);
  return own;
}

/** How many of the line's food words a food names: the head (last) word and the others. */
function coverage(f: IndexedFood, q: Query): { head: boolean; others: number; used: Set<string>; inBrackets: number } {
  const own = ownWords(f);
  const used = new Set<string>();
  let others = 0;
  let head = false;
  let inBrackets = 0;
  q.core.forEach((w, i) => {
    const hits = expand(w).filter((x) => own.has(x));
    if (!hits.length) return;
    for (const x of hits) used.add(x);
    if (hits.every((x) => f.bracketOnly.has(x))) inBrackets++;
    if (i === q.core.length - 1) head = true;
    else others++;
  });
  return { head, others, used, inBrackets };
}

/** Heads that name a kind of food, not a food. */
const GENERIC = new Set('sauce paste seasoning mix dressing spread blend glaze marinade'.split(' '));

/** A food is a match when it names the line's head word ("yukon gold potatoes" → potatoes) or half its words. */
type Coverage = ReturnType<typeof coverage>;

function acceptable(c: Coverage, q: Query): boolean {
  // "red enchilada sauce" is not any sauce: a generic head needs another word of the food.
  if (c.head && !c.others && q.core.length > 1 && GENERIC.has(q.core.at(-1)!)) return false;
  return c.head || (c.others + (c.head ? 1 : 0)) * 2 >= q.core.length;
}

/** How well a food answers the query; higher is better. */
function score(f: IndexedFood, q: Query, c: Coverage): number {
  const { head, others, used, inBrackets } = c;
  let s = q.core.length === 1 ? (head ? 20 : 0) : (head ? 14 : 0) + (8 * others) / (q.core.length - 1);
  // "Chicken, skin (drumsticks and thighs)" names thighs only in passing.
  s -= 2 * inBrackets;
  // "3 hard-boiled eggs": a cook who names a cooked form means one.
  const saysProcessed = [...q.core, ...q.soft, ...q.context].some(
    (w) => (PROCESSED.has(w) && w !== 'canned' && w !== 'frozen') || w === 'cooked',
  );
  // "Spaghetti, whole-wheat" is not the whole food; "Milk, dry" is powder, but dry pasta is the usual form.
  const wholeGrain = /whole[- ](?:wheat|grain)/i.test(f.food.name);
  const canned = q.context.has('canned');
  const first = f.parts[0] ?? [];
  if (first.some((w) => used.has(w))) s += 3;
  const categoryOnly = first.every((w) => CATEGORY.has(w));
  const explained = (w: string) =>
    used.has(w) || NEUTRAL.has(w) || DEFAULT_FORM.has(w) || /^\d/.test(w) || (categoryOnly && CATEGORY.has(w));
  if (first.every(explained)) s += 2;
  // The first part says what the food is: "Lemon peel" is not a lemon, "Olive loaf" not olives.
  const firstWords = new Set(first);
  let processed = 0;
  for (const w of f.words) {
    if (used.has(w)) continue;
    if (firstWords.has(w) && !explained(w) && !q.soft.has(w) && !q.context.has(w) && w.length > 1) {
      s -= 1.5;
      continue;
    }
    if (q.soft.has(w) || q.context.has(w)) {
      s += 0.5;
      continue;
    }
    if (w === 'whole' && wholeGrain) s -= 0.4;
    else if (w === 'dry') s += f.food.ndb.startsWith('20') ? 1 : -3;
    else if (w === 'raw' && (canned || saysProcessed)) s -= 0.4;
    else if (DEFAULT_FORM.has(w)) s += w === 'raw' ? 2 : 1;
    else if (PROCESSED.has(w)) {
      if (!canned && !saysProcessed) processed += w === 'canned' ? 0.5 : w === 'frozen' ? 0.34 : 1;
    } else if (SPECIAL.has(w)) s -= 1.5;
    else if (!NEUTRAL.has(w) && !CATEGORY.has(w) && !/^\d/.test(w) && w.length > 1) s -= 0.4;
  }
  s -= 6 * Math.min(processed, 2);
  if (BRANDED.test(f.food.name) || UNLIKELY_GROUPS.has(f.food.ndb.slice(0, 2))) s -= 6;
  return s;
}

/**
 * The SR foods that may be the line's food, best first (at most `limit`): those naming any of its food
 * words, scored by `score`, ties to the shorter name, then the lower SR number.
 */
export function rankFoods(table: FoodTable, line: LineForFood, limit = 5): Food[] {
  const key = `${limit}|${line.name ?? ''}|${line.comment ?? ''}|${line.unit ?? ''}`;
  let memo = RANKED.get(table);
  if (!memo) RANKED.set(table, (memo = new Map()));
  const known = memo.get(key);
  if (known) return known;
  const ranked = rank(table, line, limit);
  // A pure function of the table and the line: kept for the next time (a recipe is asked for again and again).
  if (memo.size >= 20_000) memo.clear();
  memo.set(key, ranked);
  return ranked;
}

const RANKED = new WeakMap<FoodTable, Map<string, Food[]>>();

function rank(table: FoodTable, line: LineForFood, limit: number): Food[] {
  const q = queryOf(line);
  if (!q) return [];
  const candidates = new Set<number>();
  for (const w of q.core) for (const x of expand(w)) for (const i of table.byWord.get(x) ?? []) candidates.add(i);
  // Coverage first (cheap); only foods near the best coverage are scored in full.
  const covered: { f: IndexedFood; c: Coverage; base: number }[] = [];
  let best = -Infinity;
  for (const i of candidates) {
    const f = table.indexed[i]!;
    const c = coverage(f, q);
    if (!acceptable(c, q)) continue;
    const base = q.core.length === 1 ? 20 : (c.head ? 14 : 0) + (8 * c.others) / (q.core.length - 1);
    covered.push({ f, c, base });
    if (base > best) best = base;
  }
  const scored: { f: IndexedFood; s: number }[] = [];
  for (const { f, c, base } of covered) if (base >= best - 8) scored.push({ f, s: score(f, q, c) });
  scored.sort((a, b) => b.s - a.s || a.f.words.size - b.f.words.size || a.f.food.id - b.f.food.id);
  return scored.slice(0, limit).map(({ f }) => f.food);
}

/** The admin match of a line's food name, if any. */
function adminMatch(table: FoodTable, line: LineForFood, matches?: FoodMatches): Food | undefined {
  if (!line.name || !matches) return undefined;
  const id = matches.get(foodMatchKey(line.name));
  return id === undefined ? undefined : table.byId.get(id);
}

/**
 * The SR food a cook means by a line's food (know.md): an admin match first (by the whole name,
 * case-insensitive), else the best of `rankFoods`: its head word and the others found in the name's own
 * parts, the name's first part, raw over cooked, plain over branded or special, the usual form (whole,
 * granulated, ripe) and fewer other words. Null when nothing names the food.
 */
export function matchFood(table: FoodTable, line: LineForFood, matches?: FoodMatches): Food | null {
  return adminMatch(table, line, matches) ?? rankFoods(table, line, 1)[0] ?? null;
}

// ---------------------------------------------------------------------------------------------------------
// Grams

/** Grams of one unit of mass. */
const GRAMS: Readonly<Record<string, number>> = { milligram: 0.001 };
/** Milliliters of one unit of volume the unit table does not size. */
const ML: Readonly<Record<string, number>> = {
  dessertspoon: 2 * metricPerUsBase.volume,
  pinch: metricPerUsBase.volume / 16,
  dash: metricPerUsBase.volume / 8,
  drop: metricPerUsBase.volume / 96,
};

function gramsPerUnit(unit: string): number | undefined {
  const row = unitRow(unit);
  if (row?.family === 'mass' && row.size !== undefined)
    return row.system === 'us' ? row.size * metricPerUsBase.mass : row.size;
  return GRAMS[unit];
}

function mlPerUnit(unit: string): number | undefined {
  const row = unitRow(unit);
  if (row?.family === 'volume' && row.size !== undefined)
    return row.system === 'us' ? row.size * metricPerUsBase.volume : row.size;
  return ML[unit];
}

/** A measure's unit when it starts with a volume or mass unit ("cup, chopped", "tbsp", "oz", "fl oz"). */
function measureUnit(name: string): string | undefined {
  const m = /^\s*(fl\.?\s*oz|[a-z]+)\b/i.exec(name);
  if (!m) return undefined;
  const unit = knownUnit(m[1]!);
  const row = unit ? unitRow(unit) : undefined;
  return row && (row.family === 'volume' || row.family === 'mass') && unit !== 'dash' ? unit : undefined;
}

export type Grams =
  { grams: number; measure: string | null } | { grams: null; reason: NotCountedReason; detail: string };

const SIZES = ['extra large', 'jumbo', 'large', 'medium', 'small'] as const;
/** Measures of a part of the food or a serving, not of one whole: not used for "2 onions". */
const PART =
  /\b(?:slices?|rings?|pieces?|cups?|tbsp|tsp|servings?|stalks?|leaf|leaves|sprigs?|cloves?|strips?|wedges?|sticks?|pats?|spears?|florets?|cubic|inch|packages?|cans?|jars?|bottles?|containers?|packets?|bags?|box|nlea|portions?|units?|oz|lb|chopped|sliced|diced|shredded|grated|mashed|pureed|halves|half|quartered|crumbled|kernels?)\b/i;

function weightInText(text: string): { grams: number } | { ml: number } | null {
  const re = /(\d+(?:[.,]\d+)?(?:\s*-\s*\d+(?:[.,]\d+)?)?)\s*-?\s*(fl\.?\s*oz|fluid ounces?|[a-z]+)\b/gi;
  for (const m of text.matchAll(re)) {
    const unit = knownUnit(m[2]!);
    if (!unit) continue;
    const nums = m[1]!.split('-').map((n) => Number(n.trim().replace(',', '.')));
    const n = nums.reduce((a, b) => a + b, 0) / nums.length;
    const g = gramsPerUnit(unit);
    if (g !== undefined) return { grams: n * g };
    const ml = mlPerUnit(unit);
    if (ml !== undefined) return { ml: n * ml };
  }
  return null;
}

const perOne = (m: { amount: number; grams: number }) => m.grams / (m.amount || 1);

/** Grams per milliliter of a food, from its volume measures: the one whose words the line shares first. */
function density(food: Food, line: LineForFood): { perMl: number; measure: string } | null {
  const words = new Set(foodWords(`${line.name ?? ''} ${line.comment ?? ''}`));
  let best: { perMl: number; measure: string; rank: number } | null = null;
  for (const m of food.measures) {
    const unit = measureUnit(m.name);
    const ml = unit ? mlPerUnit(unit) : undefined;
    if (!unit || ml === undefined || !m.amount) continue;
    const descriptor = foodWords(m.name.replace(/^\s*(fl\.?\s*oz|[a-z]+)\b/i, '')).filter((w) => !/^\d/.test(w));
    const shared = descriptor.filter((w) => words.has(w)).length;
    // The measure whose words the line shares, then a plain one ("cup"), then one in the line's unit.
    const rank = shared * 4 + (descriptor.length === 0 ? 2 : 0) + (unit === line.unit ? 1 : 0);
    if (!best || rank > best.rank) best = { perMl: m.grams / (m.amount * ml), measure: m.name, rank };
  }
  return best && { perMl: best.perMl, measure: best.measure };
}

/** The size written on the line ("2 large eggs"), if any. */
function sizeOf(line: LineForFood): string | undefined {
  const text = ` ${(line.comment ?? '').toLowerCase()} ${(line.name ?? '').toLowerCase()} ${(line.text ?? '').toLowerCase()} `;
  return SIZES.find((s) => text.includes(` ${s} `) || text.includes(` ${s},`) || text.includes(` ${s})`));
}

/**
 * The measure one of a counted food weighs (know.md): a measure named by the count unit ("clove",
 * "slice", "stick"), else for a plain count the one of the size written ("large" eggs) or the medium one,
 * else a measure of one whole (not a slice, a cup or a serving).
 */
function countMeasure(food: Food, line: LineForFood): { grams: number; measure: string } | null {
  const size = sizeOf(line);
  const unit = line.unit;
  const hasWord = (name: string, word: string) => new RegExp(`\\b${word}(?:e?s)?\\b`, 'i').test(name);
  // "large" is not "extra large".
  const hasSize = (name: string, s: string) => new RegExp(`(?<!extra[- ])\\b${s}\\b`, 'i').test(name);
  const pick = (list: Food['measures']) => {
    if (!list.length) return null;
    const bySize = size ? list.find((m) => hasSize(m.name, size)) : undefined;
    const chosen = bySize ?? (size ? undefined : list.find((m) => hasWord(m.name, 'medium'))) ?? list[0]!;
    return { grams: perOne(chosen), measure: chosen.name };
  };
  if (unit && unit !== 'piece') {
    const named = food.measures.filter((m) => hasWord(m.name, unit) && !measureUnit(m.name));
    return pick(named);
  }
  const wholes = food.measures.filter((m) => !measureUnit(m.name) && !PART.test(m.name.replace(/\([^)]*\)/g, '')));
  if (size) {
    const sized = wholes.filter((m) => hasSize(m.name, size));
    if (sized.length) return pick(sized);
  }
  const medium = wholes.filter((m) => hasWord(m.name, 'medium'));
  if (medium.length) return pick(medium);
  // "8 corn tortillas": the measure named by the food ("tortilla" 24 g), not another ("enchilada" 19 g).
  const words = new Set(foodWords(line.name ?? ''));
  const named = wholes.filter((m) => foodWords(m.name).some((w) => words.has(w)));
  if (named.length) return pick(named);
  if (unit === 'piece') {
    const pieces = food.measures.filter((m) => hasWord(m.name, 'piece'));
    if (pieces.length) return pick(pieces);
  }
  return pick(wholes);
}

/** The line's amount: a range counts as its middle ("2-3 cloves" → 2.5). */
export function amountOf(line: LineForFood): number | null {
  if (line.qty === null || !Number.isFinite(line.qty)) return null;
  const max = line.qtyMax ?? null;
  return max !== null && Number.isFinite(max) && max > line.qty ? (line.qty + max) / 2 : line.qty;
}

/**
 * The grams of a line of a food (know.md): mass units directly; volume units through the food's cup,
 * tablespoon or teaspoon measure; a weight written on the line ("1 (15 ounce) can", "2 x 400g cans");
 * counts and count units through the food's household measures. Else why not.
 */
export function gramsOf(line: LineForFood, food: Food): Grams {
  const amount = amountOf(line);
  if (amount === null) return { grams: null, reason: 'no-amount', detail: 'the line has no amount' };
  const unit = line.unit;
  if (unit) {
    const g = gramsPerUnit(unit);
    if (g !== undefined) return { grams: amount * g, measure: null };
    const ml = mlPerUnit(unit);
    const family = unitRow(unit)?.family;
    if (family === 'length') return { grams: null, reason: 'no-weight', detail: `no weight for a length (${unit})` };
    if (ml !== undefined && (family === 'volume' || unit === 'pinch' || unit === 'dash' || unit === 'drop')) {
      // The food's own "dash" measure (salt) before the teaspoon's share.
      if (family !== 'volume') {
        const own = countMeasure(food, line);
        if (own) return { grams: amount * own.grams, measure: own.measure };
      }
      const d = density(food, line);
      if (d) return { grams: amount * ml * d.perMl, measure: d.measure };
      return { grams: null, reason: 'no-weight', detail: `${food.name} has no cup or spoon measure` };
    }
  }
  // A count ("4 potatoes") or a count unit ("2 cloves", "1 can"): a weight written on the line first.
  const written = weightInText(line.comment ?? '');
  if (written && 'grams' in written) return { grams: amount * written.grams, measure: null };
  if (written && 'ml' in written) {
    const d = density(food, line);
    if (d) return { grams: amount * written.ml * d.perMl, measure: d.measure };
  }
  const m = countMeasure(food, line);
  if (m) return { grams: amount * m.grams, measure: m.measure };
  return {
    grams: null,
    reason: 'no-weight',
    detail: unit ? `${food.name} has no measure for a ${unit}` : `${food.name} has no measure for one`,
  };
}

/** A line matched and weighed, or the reason it is not counted. */
export interface WeighedLine {
  food: Food | null;
  grams: number | null;
  /** The household measure used ("large", "cup, chopped"), or null for a mass or a written weight. */
  measure: string | null;
  reason: NotCountedReason | null;
  /** In words, for people: "Garlic, raw has no measure for a head". */
  detail: string | null;
}

/** "Oil, for frying": what the food takes up is not known, so the line is not counted. */
const FOR_FRYING = /\bfor (?:deep[- ]?)?frying\b/i;

/**
 * A line matched and weighed (know.md), or the reason it is not counted. An admin match is used as it is;
 * otherwise, when the best food has no measure for the line ("1 yellow onion" and "Onions, yellow,
 * sauteed"), the next of `rankFoods` that has one is used.
 */
export function weighLine(table: FoodTable, line: LineForFood, matches?: FoodMatches): WeighedLine {
  const admin = adminMatch(table, line, matches);
  const foods = admin ? [admin] : rankFoods(table, line);
  const first = foods[0];
  if (!first) {
    if (amountOf(line) === null && !line.name)
      return { food: null, grams: null, measure: null, reason: 'no-amount', detail: 'the line has no amount' };
    return {
      food: null,
      grams: null,
      measure: null,
      reason: 'no-food',
      detail: line.name ? `no food matches "${line.name}"` : 'the line names no food',
    };
  }
  if (FOR_FRYING.test(`${line.comment ?? ''} ${line.text ?? ''}`))
    return {
      food: first,
      grams: null,
      measure: null,
      reason: 'no-weight',
      detail: 'oil for frying: how much the food takes up is not known',
    };
  const firstTry = gramsOf(line, first);
  if (firstTry.grams !== null)
    return { food: first, grams: firstTry.grams, measure: firstTry.measure, reason: null, detail: null };
  if (firstTry.reason === 'no-weight')
    for (const food of foods.slice(1)) {
      const g = gramsOf(line, food);
      if (g.grams !== null) return { food, grams: g.grams, measure: g.measure, reason: null, detail: null };
    }
  return { food: first, grams: null, measure: null, reason: firstTry.reason, detail: firstTry.detail };
}

/**
 * Nutrients of `grams` of a food, exact (no rounding). A nutrient SR24 does not give for the food counts
 * as 0; `missing` names them.
 */
export function nutrientsOf(food: Food, grams: number): { nutrients: Nutrients; missing: string[] } {
  const nutrients = {} as Nutrients;
  const missing: string[] = [];
  for (const k of NUTRIENT_KEYS) {
    const per100 = food.per100g[k];
    if (per100 === null) missing.push(k);
    nutrients[k] = ((per100 ?? 0) * grams) / 100;
  }
  return { nutrients, missing };
}
