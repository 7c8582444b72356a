import { decodeHTML } from 'entities';

/**
 * Plain text from a value a page gave: HTML entities decoded (twice-encoded ones too, as `&amp;amp;`
 * is common in JSON-LD), tags dropped, whitespace collapsed. Non-strings give ''.
 */
export function cleanText(value: unknown): string {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return '';
  let text = value;
  for (let i = 0; i < 2 && /&[#a-z0-9]+;/i.test(text); i++) text = decodeHTML(text);
  if (text.includes('<')) text = text.replace(/<[^>]*>/g, ' ');
  return text
    .replace(/[\s\u00a0\u200b]+/g, ' ')
    .replace(/ ([,.;:!?])(?=\s|$)/g, '$1')
    .replace(/\(\(([^()]*)\)\)/g, '($1)')
    .trim();
}

/** The first non-empty clean text among a value or the items of an array. */
export function firstText(value: unknown): string {
  if (Array.isArray(value)) {
    for (const item of value) {
      const text = firstText(item);
      if (text) return text;
    }
    return '';
  }
  if (value && typeof value === 'object') {
    const obj = value as Record<string, unknown>;
    return cleanText(obj['@value'] ?? obj.name ?? obj.text);
  }
  return cleanText(value);
}

/** Every value as a flat list (schema.org allows one value or many). */
export function asList(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value.flat(Infinity) : [value];
}
