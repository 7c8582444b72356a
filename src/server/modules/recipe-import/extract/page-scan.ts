import { Parser } from 'htmlparser2';
import { createMicrodataReader } from './microdata.ts';

/** What one streaming pass over a page finds, without building its DOM (a 2 MiB page's DOM is slow). */
export interface PageScan {
  /** The text of every `<script type="application/ld+json">`, in order. */
  jsonLd: string[];
  /** `<meta property|name=… content=…>`, first of each key. */
  meta: Map<string, string>;
  /** `<link rel=canonical href=…>`. */
  canonical: string | undefined;
  /** `<base href=…>`: what relative references on the page resolve against. */
  base: string | undefined;
  /** The microdata items of type schema.org Recipe, as JSON-LD-like objects. */
  microdata: Record<string, unknown>[];
}

export function scanPage(html: string): PageScan {
  const scan: PageScan = { jsonLd: [], meta: new Map(), canonical: undefined, base: undefined, microdata: [] };
  const microdata = createMicrodataReader();
  let script: string[] | undefined;
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        microdata.onopentag(name, attribs);
        if (name === 'script' && /ld\+json/i.test(attribs.type ?? '')) script = [];
        else if (name === 'meta' && attribs.content !== undefined) {
          const key = attribs.property ?? attribs.name;
          if (key && !scan.meta.has(key)) scan.meta.set(key, attribs.content.trim());
        } else if (name === 'base' && scan.base === undefined && attribs.href?.trim()) {
          scan.base = attribs.href.trim();
        } else if (
          name === 'link' &&
          scan.canonical === undefined &&
          /(^|\s)canonical(\s|$)/i.test(attribs.rel ?? '')
        ) {
          scan.canonical = attribs.href?.trim() || undefined;
        }
      },
      ontext(text) {
        script?.push(text);
        microdata.ontext(text);
      },
      onclosetag(name) {
        microdata.onclosetag(name);
        if (name === 'script' && script) {
          scan.jsonLd.push(script.join(''));
          script = undefined;
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  scan.microdata = microdata.recipes();
  return scan;
}
