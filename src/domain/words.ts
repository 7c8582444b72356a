/** English word forms by their common endings, for food names and unit words. */

/** A word's singular form: 'leaves' → 'leaf', 'berries' → 'berry', 'glass' stays. */
export function singular(word: string): string {
  if (word.length <= 3 || !word.endsWith('s') || word.endsWith('ss')) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(ches|shes|xes|sses|zes|oes)$/.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}

/** A word's plural: 'cup' → 'cups', 'pinch' → 'pinches', 'leaf' → 'leaves'. */
export function pluralWord(word: string): string {
  if (/(s|x|z|ch|sh)$/.test(word)) return `${word}es`;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(leaf|loaf|half)$/.test(word)) return `${word.slice(0, -1)}ves`;
  if (/[^aeiou]o$/.test(word) && word.length > 3) return `${word}es`;
  return `${word}s`;
}
