import { singular } from '../words.ts';

/**
 * The unit table: every unit a recipe line, a list or the retailer knows, with the spellings cooks write
 * (plural, abbreviated, British) and what kind of amount it measures. Parsing, scaling, list merging and
 * the retailer conversion all read units from here; a canonical unit is singular and lowercase.
 */

/** What a unit measures. Only mass and volume convert and add up across units (see amount.ts). */
export type Family = 'volume' | 'mass' | 'length' | 'count';
export type System = 'us' | 'metric';

export interface UnitRow {
  unit: string;
  /** Other spellings of the unit, lowercase; the canonical name is a spelling too. */
  spellings: readonly string[];
  family: Family;
  /**
   * For units that convert: their system and their size in that system's base unit of the family
   * (teaspoon or milliliter, ounce or gram). Sizes are per system so that sums within one stay exact
   * (1 cup + 2 tablespoons is 54 teaspoons, exactly 1⅛ cups); `metricPerUsBase` links the two.
   */
  system?: System;
  size?: number;
  /** Amounts of its family and system are shown in these units, the largest that keeps them at 1 or more. */
  ladder?: true;
}

/** One US base unit in the metric base of its family: a teaspoon in milliliters, an ounce in grams. */
export const metricPerUsBase: Readonly<Record<'volume' | 'mass', number>> = {
  volume: 4.92892159375,
  mass: 28.349523125,
};

const row = (unit: string, family: Family, spellings: string[], more: Partial<UnitRow> = {}): UnitRow => ({
  unit,
  family,
  spellings,
  ...more,
});
const us = (size: number, ladder?: true) => ({ system: 'us' as const, size, ladder });
const metric = (size: number, ladder?: true) => ({ system: 'metric' as const, size, ladder });

export const UNITS: readonly UnitRow[] = [
  row('teaspoon', 'volume', ['teaspoons', 'tsp', 'tsps', 'tspn', 'tspspoon'], us(1, true)),
  row(
    'tablespoon',
    'volume',
    ['tablespoons', 'tbsp', 'tbsps', 'tbs', 'tbl', 'tbls', 'tb', 'tblsp', 'tbspn', 'tsbp'],
    us(3, true),
  ),
  row('fluid ounce', 'volume', ['fluid ounces', 'fl oz', 'fl. oz', 'floz', 'fl ounce', 'fl ounces', 'fl.oz'], us(6)),
  row('cup', 'volume', ['c', 'cups', 'cupful', 'cupfuls'], us(48, true)),
  row('pint', 'volume', ['pints', 'pt', 'pts'], us(96)),
  row('quart', 'volume', ['quarts', 'qt', 'qts'], us(192)),
  row('gallon', 'volume', ['gallons', 'gal', 'gals'], us(768)),
  row('milliliter', 'volume', ['milliliters', 'millilitre', 'millilitres', 'ml', 'mls'], metric(1, true)),
  row('centiliter', 'volume', ['centiliters', 'centilitre', 'centilitres', 'cl'], metric(10)),
  row('deciliter', 'volume', ['deciliters', 'decilitre', 'decilitres', 'dl'], metric(100)),
  row('liter', 'volume', ['liters', 'litre', 'litres', 'l', 'lt', 'ltr', 'ltrs'], metric(1000, true)),
  // Not converted (yet): a British dessertspoon is 2 teaspoons, but lists keep it apart.
  row('dessertspoon', 'volume', ['dessertspoons', 'dsp', 'dstspn']),
  row('ounce', 'mass', ['ounces', 'oz', 'ozs'], us(1, true)),
  row('pound', 'mass', ['pounds', 'lb', 'lbs', 'ib', 'ibs'], us(16, true)),
  row('gram', 'mass', ['grams', 'g', 'gr', 'grm', 'gm', 'gms', 'gramme', 'grammes'], metric(1, true)),
  row('kilogram', 'mass', ['kilograms', 'kg', 'kgs', 'kilo', 'kilos', 'kilogramme', 'kilogrammes'], metric(1000, true)),
  // Not converted (yet): lists keep milligrams apart from grams.
  row('milligram', 'mass', ['milligrams', 'mg', 'mgs', 'milligramme', 'milligrammes']),
  row('inch', 'length', ['inches', 'in']),
  row('centimeter', 'length', ['centimeters', 'centimetre', 'centimetres', 'cm', 'cms']),
  row('millimeter', 'length', ['millimeters', 'millimetre', 'millimetres', 'mm']),
  ...(
    [
      ['pinch', 'pinches'],
      ['dash', 'dashes'],
      ['clove', 'cloves'],
      ['can', 'cans', 'tin', 'tins'],
      ['package', 'packages', 'pkg', 'pkgs', 'pack', 'packs', 'packet', 'packets'],
      ['stick', 'sticks'],
      ['slice', 'slices'],
      ['bunch', 'bunches'],
      ['sprig', 'sprigs'],
      ['stalk', 'stalks'],
      ['head', 'heads'],
      ['piece', 'pieces', 'pc', 'pcs'],
      ['handful', 'handfuls'],
      ['jar', 'jars'],
      ['bottle', 'bottles'],
      ['bag', 'bags'],
      ['box', 'boxes'],
      ['container', 'containers'],
      ['envelope', 'envelopes'],
      ['sachet', 'sachets'],
      ['carton', 'cartons'],
      ['drop', 'drops'],
      ['leaf', 'leaves'],
      ['loaf', 'loaves'],
      ['sheet', 'sheets'],
      ['rasher', 'rashers'],
      ['bulb', 'bulbs'],
      ['rib', 'ribs'],
      ['ear', 'ears'],
      ['splash', 'splashes'],
      ['knob', 'knobs'],
      ['strip', 'strips'],
      ['square', 'squares'],
      ['cube', 'cubes'],
      ['scoop', 'scoops'],
      ['spear', 'spears'],
      ['chunk', 'chunks'],
      ['link', 'links'],
      ['punnet', 'punnets'],
      ['stem', 'stems'],
      ['fillet', 'fillets'],
    ] as const
  ).map(([unit, ...spellings]) => row(unit, 'count', spellings)),
];

// A Map, not an object: a word such as "__proto__" or "constructor" must not find a prototype's key.
const BY_SPELLING = new Map<string, UnitRow>();
const BY_UNIT = new Map<string, UnitRow>();
for (const r of UNITS) {
  BY_UNIT.set(r.unit, r);
  for (const s of [r.unit, ...r.spellings]) BY_SPELLING.set(s, r);
}

/** What the table says of a canonical unit ('cup' → volume, 48 teaspoons), or undefined for another word. */
export function unitRow(unit: string | null): UnitRow | undefined {
  return unit === null ? undefined : BY_UNIT.get(unit);
}

/** The lowercase key of a unit as written: 'Tbsp.' → 'tbsp', 'fl. oz' → 'fl. oz'. */
export function unitKey(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, ' ').replace(/\.$/, '');
}

/** The canonical unit of a spelling in the table ('Tbsp.' → 'tablespoon'), or undefined for another word. */
export function knownUnit(text: string): string | undefined {
  const key = unitKey(text);
  return (BY_SPELLING.get(key) ?? BY_SPELLING.get(key.replace(/\./g, '')))?.unit;
}

/**
 * The canonical unit of a measurement as a cook writes it, or undefined for a word not in the table. Cooks
 * write a capital T for tablespoon and a small t for teaspoon, so only here does case count.
 */
export function measurementUnit(text: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed === 'T' || trimmed === 'T.') return 'tablespoon';
  if (trimmed === 't' || trimmed === 't.') return 'teaspoon';
  return knownUnit(trimmed);
}

/** The canonical unit of any unit text: the table's first, else the word singular and lowercase. */
export function canonicalUnit(text: string): string {
  return measurementUnit(text) ?? singular(unitKey(text));
}

/** The measurements the recipe form suggests, as typed: spellings of the table, 'whole' and 'to taste'. */
export const MEASUREMENT_CHOICES: readonly string[] = [
  'whole',
  'cups',
  'tbsp',
  'tsp',
  'oz',
  'lb',
  'cloves',
  'slices',
  'pinch',
  'to taste',
];
