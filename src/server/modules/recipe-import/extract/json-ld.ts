import { parseLenientJson } from './lenient-json.ts';

/** Every JSON-LD block that reads (leniently); blocks that do not read are skipped. */
export function jsonLdBlocks(texts: string[]): unknown[] {
  const blocks: unknown[] = [];
  for (const raw of texts) {
    const text = raw.trim();
    if (!text) continue;
    const value = parseLenientJson(text);
    if (value !== undefined) blocks.push(value);
  }
  return blocks;
}
