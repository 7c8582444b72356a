import { decodeHTML } from 'entities';

/**
 * Whitespace with a line break, tab or tag in it (markup's layout, not the text's own) before `,` `.` `;`
 * `:` `!` `?` `)` or after `(` is dropped: "2 <span>Tortillas</span>\n\t, diced", "(<i>optional</i>)".
 * A space the text itself has there, as the no-break space French puts before a colon
 * ("Tarte\u00a0: la recette"), stays a space, as it does in the page.
 */
function dropLayoutGaps(text: string): string {
  // Matched only from the start of a gap (the lookbehind), so a long run of whitespace is read once.
  return text.replace(/(?<!\s)\s+/g, (gap: string, at: number) => {
    if (!/[\n\r\t]/.test(gap)) return gap;
    const before = text[at - 1];
    const after = text.slice(at + gap.length, at + gap.length + 2);
    return before === '(' || /^(?:\)|[,.;:!?](?:\s|$))/.test(after) ? '' : gap;
  });
}

/**
 * Plain text from a value a page gave: HTML entities decoded (twice-encoded ones too, as `&amp;amp;`
 * is common in JSON-LD), tags dropped, whitespace collapsed. Non-strings give ''.
 */
export function cleanText(value: unknown): string {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return '';
  let text = value;
  for (let i = 0; i < 2 && /&[#a-z0-9]+;/i.test(text); i++) text = decodeHTML(text);
  // A tag is layout, as a line break is: it may leave a gap before punctuation that the text never had.
  if (text.includes('<')) text = text.replace(/<[^>]*>/g, '\n');
  return dropLayoutGaps(text)
    .replace(/[\s\u200b]+/g, ' ')
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
