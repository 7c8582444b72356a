import { Parser } from 'htmlparser2';

/** What one streaming pass over a page finds, without building its DOM (a 2 MiB page's DOM is slow). */
export interface PageScan {
  /** The text of every `<script type="application/ld+json">`, in order. */
  jsonLd: string[];
  /** `<meta property|name=… content=…>`, first of each key. */
  meta: Map<string, string>;
  /** `<link rel=canonical href=…>`. */
  canonical: string | undefined;
  /** Some element is a microdata item of type schema.org Recipe. */
  hasMicrodataRecipe: boolean;
}

export function scanPage(html: string): PageScan {
  const scan: PageScan = { jsonLd: [], meta: new Map(), canonical: undefined, hasMicrodataRecipe: false };
  let script: string[] | undefined;
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (attribs.itemscope !== undefined && /schema\.org\/recipe\b/i.test(attribs.itemtype ?? '')) {
          scan.hasMicrodataRecipe = true;
        }
        if (name === 'script' && /ld\+json/i.test(attribs.type ?? '')) script = [];
        else if (name === 'meta' && attribs.content !== undefined) {
          const key = attribs.property ?? attribs.name;
          if (key && !scan.meta.has(key)) scan.meta.set(key, attribs.content.trim());
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
      },
      onclosetag(name) {
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
  return scan;
}
