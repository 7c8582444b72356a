import { parseDocument } from 'htmlparser2';
import type { Document, Element } from 'domhandler';
import { findAll, getAttributeValue, textContent } from 'domutils';

/** A parsed page, for microdata, which needs the element tree. */
export interface HtmlPage {
  document: Document;
  /** Every element, in document order. */
  elements: Element[];
}

export function parseHtml(html: string): HtmlPage {
  const document = parseDocument(html, { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true });
  return { document, elements: findAll(() => true, document.children) };
}

export const attr = (el: Element, name: string) => getAttributeValue(el, name);
export const textOf = (el: Element) => textContent(el);
