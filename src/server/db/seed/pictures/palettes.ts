import type { Cuisine } from '#domain/constants.ts';

/** Table-cloth and tableware colours of one cuisine's pictures. */
export interface Palette {
  bg: string;
  accent: string;
  pattern: 'dots' | 'gingham' | 'stripes' | 'diagonal';
  plate: string;
  rim: string;
  bowl: string;
  /** Chopsticks instead of a fork and knife. */
  chopsticks?: boolean;
}

export const PALETTES: Record<Cuisine, Palette> = {
  american: { bg: '#fdebdc', accent: '#d9534f', pattern: 'gingham', plate: '#ffffff', rim: '#e9e2d8', bowl: '#3d6fb6' },
  asian: {
    bg: '#f7e9d3',
    accent: '#b23a2b',
    pattern: 'stripes',
    plate: '#fbfaf7',
    rim: '#2d2a26',
    bowl: '#b23a2b',
    chopsticks: true,
  },
  mexican: { bg: '#fff1cf', accent: '#1f9e8f', pattern: 'stripes', plate: '#f6efe2', rim: '#e07a2f', bowl: '#e07a2f' },
  pasta: { bg: '#fdf0ee', accent: '#c0392b', pattern: 'gingham', plate: '#ffffff', rim: '#efe6dc', bowl: '#f4efe6' },
  mediterranean: {
    bg: '#e4f0f8',
    accent: '#2a6fb0',
    pattern: 'diagonal',
    plate: '#ffffff',
    rim: '#2a6fb0',
    bowl: '#2a6fb0',
  },
  salad: { bg: '#edf6e4', accent: '#6aa84f', pattern: 'dots', plate: '#ffffff', rim: '#dfe9d6', bowl: '#b98550' },
  soup: { bg: '#f5e9dd', accent: '#a0522d', pattern: 'dots', plate: '#fffaf3', rim: '#e8dccd', bowl: '#c8553d' },
  fusion: { bg: '#efe7f8', accent: '#7b4fb0', pattern: 'diagonal', plate: '#ffffff', rim: '#e3d7f0', bowl: '#2f2a44' },
  healthy: { bg: '#e5f5ee', accent: '#2f8f6a', pattern: 'dots', plate: '#ffffff', rim: '#d5ebe1', bowl: '#e9e3d6' },
  other: { bg: '#f1eee8', accent: '#8d7b68', pattern: 'stripes', plate: '#ffffff', rim: '#e6dfd4', bowl: '#5b7c8d' },
};

/**
 * Ingredient name → colour on the plate; the first match wins. `base` marks what fills a bowl or
 * dish (broth, sauce, grain); the rest are toppings.
 */
export const FOOD_COLOURS: readonly { match: RegExp; colour: string; base?: boolean }[] = [
  { match: /green curry/, colour: '#9dbb5a', base: true },
  { match: /beef broth|red wine/, colour: '#8a4f2c', base: true },
  { match: /chicken broth|vegetable broth/, colour: '#e2b45e', base: true },
  { match: /tikka masala sauce|enchilada sauce|barbecue/, colour: '#c9502c', base: true },
  { match: /tomato|marinara|pico de gallo/, colour: '#d9432f', base: true },
  { match: /sweet potato|butternut|pumpkin/, colour: '#e8893a' },
  { match: /salmon|shrimp/, colour: '#f28c62' },
  { match: /tuna/, colour: '#c77a67' },
  { match: /cod|clam|cauliflower/, colour: '#f1e3c6' },
  { match: /beef|steak|lamb|pork|ham |ham$|sausage|pancetta|bacon|ribs|sirloin/, colour: '#8b4a2b' },
  { match: /chicken|turkey/, colour: '#e3a868' },
  { match: /tofu/, colour: '#f2dca6' },
  { match: /egg(?! noodle|plant)/, colour: '#ffd54a' },
  { match: /cheese|parmesan|mozzarella|gruyere|ricotta|feta|cotija|pecorino/, colour: '#f6dc7a' },
  { match: /coconut milk|heavy cream|whole milk|yogurt|tzatziki|hummus|tahini/, colour: '#f5eedd', base: true },
  { match: /lentil/, colour: '#b86d35', base: true },
  { match: /split pea/, colour: '#a4b85a', base: true },
  {
    match: /rice(?! vinegar)|quinoa|noodle|spaghetti|linguine|fettuccine|penne|ziti|macaroni|phyllo|naan|crust/,
    colour: '#f3e2b3',
    base: true,
  },
  { match: /chickpea/, colour: '#d9a85b' },
  { match: /avocado/, colour: '#9cc653' },
  { match: /red cabbage|beet|red onion|olives|eggplant|kimchi/, colour: '#8a3a62' },
  { match: /carrot|orange|apricot/, colour: '#f0902a' },
  { match: /corn(?!starch)|lemon|yellow squash/, colour: '#f5d33f' },
  { match: /lime/, colour: '#a6cf4f' },
  { match: /red bell pepper|bell peppers|scotch bonnet|hot sauce|sriracha|gochujang/, colour: '#d8372f' },
  {
    match:
      /spinach|kale|lettuce|romaine|arugula|basil|parsley|cilantro|mint|dill|green onion|bok choy|green bean|broccoli|asparagus|zucchini|peas|celery|cucumber|jalapeno|green bell|cabbage/,
    colour: '#4e9a3e',
  },
  { match: /black bean/, colour: '#3d2b2b' },
  { match: /mushroom/, colour: '#a98565' },
  { match: /potato/, colour: '#e8c071' },
];
