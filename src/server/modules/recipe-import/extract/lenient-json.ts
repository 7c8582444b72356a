import JSON5 from 'json5';

/** Strips what pages wrap JSON-LD in: HTML comments, CDATA markers (also behind `//`), a trailing `;`. */
function unwrap(text: string): string {
  return text
    .replace(/^\s*(?:\/\/\s*)?(?:<!--|<!\[CDATA\[)/, '')
    .replace(/(?:\/\/\s*)?(?:-->|\]\]>)\s*$/, '')
    .trim()
    .replace(/;\s*$/, '');
}

/** Escapes raw control characters inside string literals, which browsers' JSON-LD readers let pass. */
function escapeRawControls(text: string): string {
  let out = '';
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      if (ch === '\\') {
        out += ch + (text[i + 1] ?? '');
        i++;
        continue;
      }
      if (ch === '"') inString = false;
      else if (ch === '\n') {
        out += '\\n';
        continue;
      } else if (ch === '\r') {
        out += '\\r';
        continue;
      } else if (ch === '\t') {
        out += '\\t';
        continue;
      } else if (ch < ' ') continue;
    } else if (ch === '"') inString = true;
    out += ch;
  }
  return out;
}

/** json5 reads about 7 MiB/s here: past this size a block that strict JSON rejects is skipped. */
const MAX_REPAIR_CHARS = 512 * 1024;

/**
 * Reads JSON-LD as a browser-tolerant consumer would: strict JSON first (fast path), then with wrappers
 * stripped and raw newlines escaped, then JSON5 (trailing commas, comments, single quotes).
 * Returns undefined when nothing reads.
 */
export function parseLenientJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // fall through to the repairs
  }
  if (text.length > MAX_REPAIR_CHARS) return undefined;
  const repaired = escapeRawControls(unwrap(text));
  try {
    return JSON.parse(repaired);
  } catch {
    // fall through
  }
  try {
    return JSON5.parse(repaired);
  } catch {
    return undefined;
  }
}
