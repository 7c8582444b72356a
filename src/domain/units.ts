/**
 * Canonical units of an ingredient line (API.md, "Parsing"): singular and lowercase. Every spelling a cook
 * writes (plural, abbreviated, British) maps to one of them; a unit word not listed here is singularised.
 */
const SPELLINGS: Record<string, string[]> = {
  cup: ['c', 'cup', 'cups', 'cupful', 'cupfuls'],
  tablespoon: ['tablespoon', 'tablespoons', 'tbsp', 'tbsps', 'tbs', 'tbl', 'tbls', 'tb', 'tblsp', 'tbspn', 'tsbp'],
  teaspoon: ['teaspoon', 'teaspoons', 'tsp', 'tsps', 'tspn', 'tspspoon'],
  ounce: ['ounce', 'ounces', 'oz', 'ozs'],
  'fluid ounce': ['fluid ounce', 'fluid ounces', 'fl oz', 'fl. oz', 'floz', 'fl ounce', 'fl ounces', 'fl.oz'],
  pound: ['pound', 'pounds', 'lb', 'lbs', 'ib', 'ibs'],
  gram: ['gram', 'grams', 'g', 'gr', 'grm', 'gm', 'gms', 'gramme', 'grammes'],
  kilogram: ['kilogram', 'kilograms', 'kg', 'kgs', 'kilo', 'kilos', 'kilogramme', 'kilogrammes'],
  milligram: ['milligram', 'milligrams', 'mg', 'mgs', 'milligramme', 'milligrammes'],
  milliliter: ['milliliter', 'milliliters', 'millilitre', 'millilitres', 'ml', 'mls'],
  centiliter: ['centiliter', 'centiliters', 'centilitre', 'centilitres', 'cl'],
  deciliter: ['deciliter', 'deciliters', 'decilitre', 'decilitres', 'dl'],
  liter: ['liter', 'liters', 'litre', 'litres', 'l', 'lt', 'ltr', 'ltrs'],
  pint: ['pint', 'pints', 'pt', 'pts'],
  quart: ['quart', 'quarts', 'qt', 'qts'],
  gallon: ['gallon', 'gallons', 'gal', 'gals'],
  pinch: ['pinch', 'pinches'],
  dash: ['dash', 'dashes'],
  clove: ['clove', 'cloves'],
  can: ['can', 'cans', 'tin', 'tins'],
  package: ['package', 'packages', 'pkg', 'pkgs', 'pack', 'packs', 'packet', 'packets'],
  stick: ['stick', 'sticks'],
  slice: ['slice', 'slices'],
  bunch: ['bunch', 'bunches'],
  sprig: ['sprig', 'sprigs'],
  stalk: ['stalk', 'stalks'],
  head: ['head', 'heads'],
  piece: ['piece', 'pieces', 'pc', 'pcs'],
  inch: ['inch', 'inches', 'in'],
  centimeter: ['centimeter', 'centimeters', 'centimetre', 'centimetres', 'cm', 'cms'],
  millimeter: ['millimeter', 'millimeters', 'millimetre', 'millimetres', 'mm'],
  handful: ['handful', 'handfuls'],
  jar: ['jar', 'jars'],
  bottle: ['bottle', 'bottles'],
  bag: ['bag', 'bags'],
  box: ['box', 'boxes'],
  container: ['container', 'containers'],
  envelope: ['envelope', 'envelopes'],
  sachet: ['sachet', 'sachets'],
  carton: ['carton', 'cartons'],
  drop: ['drop', 'drops'],
  leaf: ['leaf', 'leaves'],
  loaf: ['loaf', 'loaves'],
  sheet: ['sheet', 'sheets'],
  rasher: ['rasher', 'rashers'],
  bulb: ['bulb', 'bulbs'],
  rib: ['rib', 'ribs'],
  ear: ['ear', 'ears'],
  splash: ['splash', 'splashes'],
  knob: ['knob', 'knobs'],
  strip: ['strip', 'strips'],
  square: ['square', 'squares'],
  cube: ['cube', 'cubes'],
  scoop: ['scoop', 'scoops'],
  spear: ['spear', 'spears'],
  chunk: ['chunk', 'chunks'],
  link: ['link', 'links'],
  punnet: ['punnet', 'punnets'],
  stem: ['stem', 'stems'],
  fillet: ['fillet', 'fillets'],
  dessertspoon: ['dessertspoon', 'dessertspoons', 'dsp', 'dstspn'],
};

const CANONICAL = new Map<string, string>();
for (const [unit, spellings] of Object.entries(SPELLINGS)) {
  CANONICAL.set(unit, unit);
  for (const s of spellings) CANONICAL.set(s, unit);
}

/** The lowercase key of a unit as written: 'Tbsp.' → 'tbsp', 'fl. oz' → 'fl. oz'. */
function unitKey(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, ' ').replace(/\.$/, '');
}

/** The canonical unit of a known spelling ('Tbsp.' → 'tablespoon'), or undefined for a word not in the table. */
export function knownUnit(text: string): string | undefined {
  const key = unitKey(text);
  return CANONICAL.get(key) ?? CANONICAL.get(key.replace(/\./g, ''));
}

/** A word's singular form by the common English endings: 'leaves' → 'leaf', 'berries' → 'berry'. */
export function singular(word: string): string {
  if (word.length <= 3 || !word.endsWith('s') || word.endsWith('ss')) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(ches|shes|xes|sses|zes|oes)$/.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}

/** The canonical unit of any unit text: known spellings first, then the word singular and lowercase. */
export function canonicalUnit(text: string): string {
  // Cooks write a capital T for tablespoon and a small t for teaspoon.
  const trimmed = text.trim();
  if (trimmed === 'T' || trimmed === 'T.') return 'tablespoon';
  if (trimmed === 't' || trimmed === 't.') return 'teaspoon';
  return knownUnit(trimmed) ?? singular(unitKey(trimmed));
}
