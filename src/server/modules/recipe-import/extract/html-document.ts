import { parseDocument } from 'htmlparser2';
import type { Document, Element } from 'domhandler';
import { findAll, getAttributeValue, textContent } from 'domutils';

/** A parsed page and the few look-ups the extractor needs. */
export interface HtmlPage {
  document: Document;
  /** Every element, in document order (found once: a 2 MiB page has tens of thousands). */
  elements: Element[];
}

export function parseHtml(html: string): HtmlPage {
  const document = parseDocument(html, { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true });
  return { document, elements: findAll(() => true, document.children) };
}

export const attr = (el: Element, name: string) => getAttributeValue(el, name);
export const textOf = (el: Element) => textContent(el);

/** The content of `<meta property|name=key>` (og:image, og:url), or undefined. */
export function metaContent(page: HtmlPage, key: string): string | undefined {
  for (const el of page.elements) {
    if (el.name !== 'meta') continue;
    if (attr(el, 'property') === key || attr(el, 'name') === key) return attr(el, 'content')?.trim() || undefined;
  }
  return undefined;
}

/** The href of `<link rel=canonical>`, or undefined. */
export function canonicalHref(page: HtmlPage): string | undefined {
  for (const el of page.elements) {
    if (el.name === 'link' && attr(el, 'rel')?.toLowerCase().split(/\s+/).includes('canonical')) {
      return attr(el, 'href')?.trim() || undefined;
    }
  }
  return undefined;
}
