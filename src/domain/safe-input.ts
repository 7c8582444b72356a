/**
 * Input that no route may receive, whatever its schema: PostgreSQL text cannot hold NUL, a lone UTF-16
 * surrogate has no UTF-8 form, and keys that name an object's prototype are a pollution attempt.
 */

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const MAX_DEPTH = 32;

/** Why a text cannot be stored, or undefined when it can. */
export function unsafeTextReason(text: string): string | undefined {
  if (text.includes('\u0000')) return 'holds a NUL character, which cannot be stored';
  if (LONE_SURROGATE.test(text)) return 'holds a broken character (a lone UTF-16 surrogate)';
  return undefined;
}

export interface UnsafeInput {
  /** Where, as a path of keys and indexes. */
  path: (string | number)[];
  reason: string;
}

/** The first unsafe string, key or nesting found in a parsed body, query or params, depth first. */
export function findUnsafeInput(value: unknown, path: (string | number)[] = []): UnsafeInput | undefined {
  if (typeof value === 'string') {
    const reason = unsafeTextReason(value);
    return reason ? { path, reason } : undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  if (path.length >= MAX_DEPTH) return { path, reason: 'is nested too deeply' };
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnsafeInput(value[i], [...path, i]);
      if (found) return found;
    }
    return undefined;
  }
  for (const key of Object.keys(value)) {
    // Reported on the object that holds the key: the key itself is no field of any schema.
    if (FORBIDDEN_KEYS.has(key)) return { path, reason: `has a field named "${key}", which is not accepted` };
    if (unsafeTextReason(key)) return { path, reason: 'has a field name with a character that cannot be stored' };
    const found = findUnsafeInput((value as Record<string, unknown>)[key], [...path, key]);
    if (found) return found;
  }
  return undefined;
}
