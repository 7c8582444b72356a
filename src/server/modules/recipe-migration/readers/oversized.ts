import { OversizedText } from '../archive/bounded-json.ts';
import { JsonLimits } from '../archive/limits.ts';

/** Where a text past its reading limit sits in a recipe's JSON ("name", "steps[2].instruction"), or null. */
export function findOversized(
  value: unknown,
  skip: readonly string[] = [],
  path = '',
): { path: string; length: number } | null {
  if (value instanceof OversizedText) return { path: path || 'value', length: value.length };
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) {
      const found = findOversized(v, skip, `${path}[${i}]`);
      if (found) return found;
    }
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (skip.includes(k)) continue;
      const found = findOversized(v, skip, path ? `${path}.${k}` : k);
      if (found) return found;
    }
  }
  return null;
}

/**
 * The failure of a recipe that holds a text past its reading limit, or null when it holds none. The
 * JSON reader never kept the text (archive/bounded-json.ts), so nothing of it reaches the database.
 * `skip` names fields the reader does without (a picture it leaves out with a warning).
 */
export function oversizedFailure(
  raw: unknown,
  entry: string,
  skip: readonly string[] = [],
): { entry: string; name: string; failure: string } | null {
  const found = findOversized(raw, skip);
  if (!found) return null;
  const name = (raw as { name?: unknown } | null)?.name;
  return {
    entry,
    name: typeof name === 'string' && name.trim() ? name.trim() : entry,
    failure: `The recipe was not imported: its field "${found.path}" holds ${found.length.toLocaleString('en')} characters, past the ${limitWords(found.path)} a field may have.`,
  };
}

const limitWords = (path: string) =>
  JsonLimits.pictureTextKeys.some((k) => path.endsWith(k))
    ? `${JsonLimits.maxPictureTextLength.toLocaleString('en')} characters (a 10 MiB picture)`
    : `${JsonLimits.maxTextLength.toLocaleString('en')} characters`;
