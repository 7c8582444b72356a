import type { HtmlPage } from './html-document.ts';
import { attr, textOf } from './html-document.ts';
import { parseLenientJson } from './lenient-json.ts';

/** Every JSON-LD block on the page that reads (leniently); blocks that do not read are skipped. */
export function jsonLdBlocks(page: HtmlPage): unknown[] {
  const blocks: unknown[] = [];
  for (const el of page.elements) {
    if (el.name !== 'script' || !/ld\+json/i.test(attr(el, 'type') ?? '')) continue;
    const text = textOf(el).trim();
    if (!text) continue;
    const value = parseLenientJson(text);
    if (value !== undefined) blocks.push(value);
  }
  return blocks;
}
